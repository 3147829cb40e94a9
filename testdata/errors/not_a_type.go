// ERROR: 10:8: v (package-level variable) is not a type; 11:7: T (type) is not an expression
// Static error: a value used as a type and a type used as a value.
package main

type T int

var v = 1

func main() {
	var x v
	y := T
	println(x, y)
}
