// REJECT: generic function [generic|type parameter]
// Valid Go that So rejects in this issue: a generic function with a type-set constraint.
package main

func Max[T int | float64](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func main() {
	println(Max(1, 2), Max[float64](1.5, 0.5))
}
