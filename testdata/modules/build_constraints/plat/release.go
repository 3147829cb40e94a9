//go:build go1.21 && !go1.99

package plat

// Release needs a release tag.
func Release() string { return "go1.21+" }
