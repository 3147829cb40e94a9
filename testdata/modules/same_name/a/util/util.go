// Package util (the first one).
package util

// T is a's type.
type T struct{ A int }

// Name of the type's package.
func (T) Name() string { return "a" }

// Name of the package.
func Name() string { return "a/util" }
