// ERROR: 15:11: in call to Zero, cannot infer T (declared at ./generic_cannot_infer.go:6:11); 16:14: in call to Convert, cannot infer To (declared at ./generic_cannot_infer.go:11:14)
// Static error: a type parameter that appears only in the result cannot be inferred from
// the arguments.
package main

func Zero[T any]() T {
	var z T
	return z
}

func Convert[To, From ~int | ~float64](v From) To { return To(v) }

func main() {
	println(Zero[int]())
	x := Zero()
	y := Convert(2.5)
	println(x, y)
}
