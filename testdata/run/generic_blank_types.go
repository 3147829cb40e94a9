// Generic types and functions named _ declare nothing: several of them do not conflict.
package main

type (
	_[T struct{}]                     struct{}
	_[M map[K]V, K comparable, V any] struct{}
	_[_ interface{} | int]            struct{}
)

func _[T any](x T) T  { return x }
func _[T ~int](x T) T { return x + 1 }

func identity[T int](x T) T { return x }

func main() {
	println(identity(1))
}
