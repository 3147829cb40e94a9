// Tests a run-time panic: a slice expression whose low bound exceeds its high bound prints
// "slice bounds out of range [3:2]" and exits with status 2.
package main

func sub(s []byte, lo, hi int) []byte { return s[lo:hi] }

func main() {
	b := []byte("hello")
	println(string(sub(b, 1, 4)))
	println(len(sub(b, 3, 2)))
}
