//go:build !linux || windows

package plat

// Tagged is compiled elsewhere.
func Tagged() string { return "untagged" }
