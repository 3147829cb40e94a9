// Attack: u := uintptr(unsafe.Pointer(&v)); return (*int)(unsafe.Pointer(u)): the address of a
// local laundered through an integer and returned.
// UNSAFE: the returned pointer points into mk's dead frame.
package main

import "unsafe"

func mk() *int {
	v := 67
	u := uintptr(unsafe.Pointer(&v))
	return (*int)(unsafe.Pointer(u))
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
	p := mk()
	clobber()
	println(*p)
}
