// Type parameters and the predeclared any need Go 1.18; the go line says 1.17.
package main

func first[T any](xs []T) T { return xs[0] }

func main() {
	println(first([]int{1}))
}
