// Type arguments inferred from an argument of a type literal for a parameter of a generic
// named type: Go unifies the parameter's underlying type with the argument's type.
package main

type Func2[A1, A2, R any] func(a1 A1, a2 A2) R

type List[T any] []T

type Pair[K comparable, V any] struct {
	k K
	v V
}

func Apply2[A1, A2, R any](fn Func2[A1, A2, R], a A1, b A2) R {
	return fn(a, b)
}

func Sum[T ~int | ~float64](xs List[T]) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Key[K comparable, V any](p Pair[K, V]) K {
	return p.k
}

func main() {
	println(Apply2(func(a int, b string) int { return a + len(b) }, 3, "four"))
	println(Apply2(func(x, y float64) bool { return x < y }, 1.5, 2.5))
	println(Sum([]int{1, 2, 3}))
	println(Sum([]float64{0.5, 0.25}))
	println(Sum(List[int]{4, 5}))
	println(Key(Pair[string, int]{"k", 1}))
}
