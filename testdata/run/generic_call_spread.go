// Tests calling a generic function with the results of a call with several results, f(g()):
// the type arguments are inferred from those results (variadic too), or given explicitly.
package main

func first[T any](a, b T) T { return a }

func sum[T int | float64](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func two() (int, int) { return 1, 2 }

func three() (float64, float64, float64) { return 1.5, 2, 3 }

func main() {
	println(first(two()))
	println(first[int](two()))
	println(sum(three()))
	println(sum(two()))
}
