// ERROR: 19:19: got 2 type arguments but want 1; 20:8: not enough type arguments for type Pair: have 1, want 2
// Static error: the wrong number of type arguments for a generic function and for a
// generic type.
package main

type Pair[K comparable, V any] struct {
	k K
	v V
}

func Max[T int | float64](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func main() {
	println(Max[int, int](1, 2))
	var p Pair[string]
	println(p.k)
}
