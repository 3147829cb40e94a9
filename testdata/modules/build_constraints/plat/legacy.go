// +build linux,!windows

package plat

// Legacy is selected by the old +build syntax only (gofmt would add //go:build).
func Legacy() string { return "legacy" }
