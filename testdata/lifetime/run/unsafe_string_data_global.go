// Attack: unsafe.String over f's bytes stored in a package-level string.
// UNSAFE: the string's bytes are f's frame.
package main

import "unsafe"

var gs string

func f() {
	b := []byte{'d', 'e', 'a', 'd'}
	gs = unsafe.String(&b[0], len(b))
}

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = 0x44444444
	}
	var y [64]int
	for i := range y {
		y[i] = 0x44444444
	}
	return x[0] + y[0]
}

func main() {
	f()
	clobber()
	println(gs)
}
