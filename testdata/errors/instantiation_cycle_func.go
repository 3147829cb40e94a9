// ERROR: 6:8: instantiation cycle:
// A generic function that calls itself with a type argument built from its own type parameter:
// instances without end (the checker hung before).
package main

func f[T any](n int) int {
	if n > 0 {
		return f[[]T](n - 1)
	}
	return 0
}

func main() { println(f[int](3)) }
