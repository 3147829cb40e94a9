//go:build !solod

package plat

// Impl has one body for Go and one for So.
func Impl() string { return "impl" }
