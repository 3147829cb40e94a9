// Attack shape: copy bytes made in f into a package-level byte array.
// SAFE: bytes are values; the global's own memory is written.
package main

var buf [8]byte

func f(s string) int {
	b := []byte(s + "!")
	return copy(buf[:], b)
}

func main() {
	n := f("abc")
	println(n, string(buf[:n]))
}
