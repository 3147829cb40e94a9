// +build windows

package plat

// Legacy is not compiled on Linux.
func Legacy() string { return "not legacy" }
