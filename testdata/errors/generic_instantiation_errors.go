// ERROR: 24:14: in call to Zero, cannot infer T (declared at ./generic_instantiation_errors.go:11:11); 25:8: not enough type arguments for type Pair: have 1, want 2; 26:7: cannot use generic function Max without instantiation; 27:19: got 2 type arguments but want 1
// A type parameter that cannot be inferred, the wrong number of type arguments, and generic
// declarations used without instantiation.
package main

type Pair[K comparable, V any] struct {
	k K
	v V
}

func Zero[T any]() T {
	var z T
	return z
}

func Max[T int | float64](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func main() {
	println(Zero())
	var p Pair[int]
	f := Max
	println(Max[int, int](1, 2), p.k, f)
}
