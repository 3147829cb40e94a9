package main

import l "example.com/mf/lib"

func init() {
	println("init b_alias.go", l.One())
}

func useAlias() {
	println("alias", l.One()+1)
}
