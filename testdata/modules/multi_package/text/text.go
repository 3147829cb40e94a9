// Package text counts and prints.
package text

// Vowels are the letters Count is usually asked about.
const Vowels = "aeiou"

// Count counts the bytes b in s.
func Count(s string, b byte) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			n++
		}
	}
	return n
}

// Shout prints s with an exclamation mark.
func Shout(s string) {
	println(s + "!")
}
