// Package base has generic types and functions.
package base

// Number is a constraint of number types.
type Number interface {
	~int | ~int64 | ~float64
}

// Box holds a value.
type Box[T any] struct {
	v T
}

// New boxes a value.
func New[T any](v T) Box[T] { return Box[T]{v: v} }

// Get unboxes.
func (b Box[T]) Get() T { return b.v }

// Sum adds the elements.
func Sum[T Number](xs []T) T {
	var t T
	for _, x := range xs {
		t += x
	}
	return t
}

func secret() int { return 1000 }

// Tagged adds an unexported constant from base's own helper.
func Tagged[T Number](x T) T { return x + T(secret()) }

// Pair is a generic pair.
type Pair[K comparable, V any] struct {
	First  K
	Second V
}

// MakePair makes a pair.
func MakePair[K comparable, V any](k K, v V) Pair[K, V] { return Pair[K, V]{k, v} }

// Swap swaps the pair's types too.
func (p Pair[K, V]) Swap() Pair[string, K] { return Pair[string, K]{"swapped", p.First} }
