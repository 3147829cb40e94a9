// Attack: an Arena over a local buffer of f; memory allocated from it is stored in a global.
// UNSAFE: the arena's buffer is f's frame; g points into it.
package main

import "solod.dev/so/mem"

var g *int

func f() {
	buf := make([]byte, 256)
	arena := mem.NewArena(buf)
	p := mem.Alloc[int](arena.Allocator())
	*p = 90
	g = p
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
	println(*g)
}
