// Package cmp compares ordered values: the So counterpart of Go's cmp package, with Go's
// semantics, written in So (the same source is the Go body and the So body).
//
// Exported API:
//
//	type Ordered interface { ~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 |
//	    ~uint16 | ~uint32 | ~uint64 | ~uintptr | ~float32 | ~float64 | ~string }
//	func Compare[T Ordered](x, y T) int    // -1, 0 or +1
//	func Less[T Ordered](x, y T) bool
//	func Or[T comparable](vals ...T) T     // the first argument that is not the zero value
//
// For floating-point types, a NaN is less than every other value and equal to every NaN, and
// -0.0 equals 0.0, as in Go. The peer Solod's Equal, Func and FuncFor (comparison through
// pointers in an any, for C macros) are not provided: So has real generics, so this is Go's API
// and the slices package takes Go's func(a, b E) int comparisons.
//
// Nothing in this package allocates.
package cmp
