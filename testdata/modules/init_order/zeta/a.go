// Package zeta has two files; its variables depend on each other across them.
package zeta

import "example.com/order/mid"

// Z depends on Late, declared in b.go.
var Z = show("zeta.Z", Late+mid.M)

func show(s string, v int) int {
	println("var", s, v)
	return v
}

func init() {
	println("init zeta a.go first")
}

func init() {
	println("init zeta a.go second")
}
