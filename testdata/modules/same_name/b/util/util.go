// Package util (the second one).
package util

// T is b's type.
type T struct{ B string }

// Name of the type's package.
func (T) Name() string { return "b" }

// Name of the package.
func Name() string { return "b/util" }
