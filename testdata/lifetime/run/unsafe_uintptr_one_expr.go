// Attack: the one-expression form: return (*int)(unsafe.Pointer(uintptr(unsafe.Pointer(&v)))).
// UNSAFE: the returned pointer points into mk's dead frame... unless the result is given the
// caller's memory as for return &v; the integer round trip hides that the pointer is &v.
package main

import "unsafe"

func mk() *int {
	v := 68
	return (*int)(unsafe.Pointer(uintptr(unsafe.Pointer(&v))))
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
