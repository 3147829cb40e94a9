//go:build linux && !windows && (amd64 || arm64)

package plat

// Tagged is compiled on 64-bit Linux.
func Tagged() string { return "tagged" }
