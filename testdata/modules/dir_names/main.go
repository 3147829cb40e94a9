// Package names that differ from their directory: example.com/dn/v2 is package api and
// example.com/dn/internal/impl-x is package implx; imports without an alias use the
// package clause's name. The internal package is importable from within its parent.
package main

import (
	"example.com/dn/internal/impl-x"
	"example.com/dn/v2"
)

func main() {
	println(api.Hello(), implx.Secret)
}
