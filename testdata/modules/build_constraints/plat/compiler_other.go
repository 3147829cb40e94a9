//go:build !gc

package plat

// Compiler is the same for both.
func Compiler() string { return "compiled" }
