// ERROR: 16:7: cannot use generic function Max without instantiation; 17:8: cannot use generic type Stack[T any] without instantiation
// Static error: a generic function used as a value, and a generic type used, without type
// arguments.
package main

type Stack[T any] struct{ items []T }

func Max[T int | float64](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func main() {
	f := Max
	var s Stack
	println(f, s)
}
