//go:build ignore

package plat

// This file is never compiled (the usual way to keep a generator next to a package).
func Release() string { return "ignored" }
