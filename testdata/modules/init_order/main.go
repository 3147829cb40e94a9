// Initialization across packages: imports first, each once; packages that do not depend on
// each other in the order of their import paths (zeta is imported first, alpha is
// initialized first); package variables by their dependencies across files, then the
// init functions file by file.
package main

import "example.com/order/zeta"

import "example.com/order/alpha"

var first = trace("main.first", zeta.Z+alpha.A)

func trace(what string, v int) int {
	println("var", what, v)
	return v
}

func init() {
	println("init main", first)
}

func main() {
	println("main", zeta.Z, alpha.A, zeta.Late)
}
