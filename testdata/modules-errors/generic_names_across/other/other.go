// Package other declares the generic functions and types main misuses.
package other

// Number is a constraint with a type set.
type Number interface{ ~int | ~float64 }

// Sum adds numbers.
func Sum[N Number](xs ...N) N {
	var s N
	for _, x := range xs {
		s += x
	}
	return s
}

// Pair returns a and the zero B.
func Pair[A, B any](a A) (A, B) {
	var b B
	return a, b
}

// Same takes two values of one type.
func Same[T any](a, b T) {}

// Box holds a value.
type Box[E any] struct{ V E }
