// Attack: slices.Clone of a slice of pointers to f's locals, stored in a package-level slice:
// the clone is allocator memory, but its elements point into f's frame.
// UNSAFE: g[1] points into f's dead frame.
package main

import (
	"solod.dev/so/mem"
	"solod.dev/so/slices"
)

var g []*int

func f() {
	a, b := 1, 87
	g = slices.Clone(mem.System, []*int{&a, &b})
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
	println(*g[1])
}
