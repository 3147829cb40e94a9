// Tests that unsafe.Slice panics with Go's "len out of range" when the slice would reach past
// the end of the address space, after the lengths that fit (a zero-size element takes any).
package main

import "unsafe"

func main() {
	x := [4]int{1, 2, 3, 4}
	s := unsafe.Slice(&x[0], 4)
	println(len(s), s[3])
	var z struct{}
	println(len(unsafe.Slice(&z, 1<<62)))
	println(len(unsafe.Slice((*int)(nil), 0)))
	n := 1 << 61
	t := unsafe.Slice(&x[0], n)
	println("not reached", len(t))
}
