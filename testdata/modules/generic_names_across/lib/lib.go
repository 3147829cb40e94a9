// Package lib declares the types main instantiates its generics with.
package lib

// T is a struct, Code a named integer.
type (
	T    struct{ A, B int }
	Code int
)

// Box is a generic type of this package.
type Box[E any] struct{ V E }
