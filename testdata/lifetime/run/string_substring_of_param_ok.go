// Attack shape: a helper stores a substring of the string it was given into the caller's slot.
// SAFE: the bytes belong to main (a constant here).
package main

func head(dst *string, s string) { *dst = s[:3] }

func main() {
	var out string
	head(&out, "abcdef")
	println(out)
}
