// Attack: &local stored in a package-level unsafe.Pointer.
// UNSAFE: gp points into f's frame.
package main

import "unsafe"

var gp unsafe.Pointer

func f() {
	v := 69
	gp = unsafe.Pointer(&v)
}

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = -1
	}
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return x[0] + y[0]
}

func main() {
	f()
	clobber()
	println(*(*int)(gp))
}
