// A package of several files: each file's imports are its own (one file imports lib, another
// imports it as l, a third does not import it and uses the name for a variable), and the
// files' init functions run in file name order.
package main

import "example.com/mf/lib"

func init() {
	println("init main.go")
}

func main() {
	println(lib.One())
	useAlias()
	noImport()
}
