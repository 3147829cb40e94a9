// ERROR: 7:13: cannot use type Number outside a type constraint: interface contains type constraints; 10:8: cannot use type comparable outside a type constraint: interface is (or embeds) comparable
// Constraint interfaces (type sets, comparable) used as ordinary types.
package main

type Number interface{ ~int | ~float64 }

func show(n Number) {}

func main() {
	var c comparable
	println(c)
}
