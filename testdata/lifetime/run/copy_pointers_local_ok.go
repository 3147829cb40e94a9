// Attack shape: copy of pointers to main's locals into main's own array.
// SAFE: all in one frame.
package main

func main() {
	x, y := 1, 2
	var dst [2]*int
	copy(dst[:], []*int{&x, &y})
	y = 9
	println(*dst[0], *dst[1])
}
