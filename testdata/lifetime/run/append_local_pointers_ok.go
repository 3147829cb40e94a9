// Attack shape: append &x to a slice made in the same frame.
// SAFE: slice and x share main's frame.
package main

func main() {
	s := make([]*int, 0, 2)
	x, y := 3, 4
	s = append(s, &x, &y)
	x = 30
	println(*s[0], *s[1])
}
