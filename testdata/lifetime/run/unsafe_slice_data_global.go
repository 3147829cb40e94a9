// Attack: unsafe.SliceData of f's slice kept in a global pointer.
// UNSAFE: gp points at f's backing array.
package main

import "unsafe"

var gp *int

func f() {
	s := []int{71, 72}
	gp = unsafe.SliceData(s)
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
	println(*gp)
}
