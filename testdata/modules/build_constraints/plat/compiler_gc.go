//go:build gc

package plat

// Compiler is the same for both: solod is not gc, so it compiles the !gc file.
func Compiler() string { return "compiled" }
