// Package strs measures strings.
package strs

// Len counts the runes of s.
func Len(s string) int {
	n := 0
	for range s {
		n++
	}
	return n
}
