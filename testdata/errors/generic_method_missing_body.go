// ERROR: 7:6: missing function body
// A method of a generic type without a body (its instances would be called but never defined).
package main

type P[T any] struct{ x T }

func (p P[T]) M() T

func main() {
	println(P[int]{}.M())
}
