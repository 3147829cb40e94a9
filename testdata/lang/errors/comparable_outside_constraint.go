// ERROR: 8:13: cannot use type comparable outside a type constraint: interface is (or embeds) comparable; 11:8: cannot use type comparable outside a type constraint: interface is (or embeds) comparable; 12:8: cannot use type Number outside a type constraint: interface contains type constraints
// Static error: comparable and interfaces with type sets may only be used as constraints,
// not as the type of a variable or parameter.
package main

type Number interface{ ~int | ~float64 }

func show(c comparable) {}

func main() {
	var x comparable
	var n Number
	println(x, n)
}
