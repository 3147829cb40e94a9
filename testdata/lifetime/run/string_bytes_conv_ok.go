// Attack shape: []byte(s) and string(b) conversions used within one frame.
// SAFE: everything in main's frame.
package main

func main() {
	b := []byte("hello")
	b[0] = 'j'
	s := string(b)
	b[1] = 'a'
	println(s, string(b))
}
