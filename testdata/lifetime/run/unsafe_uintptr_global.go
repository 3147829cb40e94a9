// Attack: the address of a local kept as a package-level uintptr and turned back later.
// UNSAFE: the integer is an address in f's dead frame.
package main

import "unsafe"

var addr uintptr

func f() {
	v := 70
	addr = uintptr(unsafe.Pointer(&v))
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
	println(*(*int)(unsafe.Pointer(addr)))
}
