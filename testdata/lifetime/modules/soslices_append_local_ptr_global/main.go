// Attack: so/slices Append(alloc, g, &v): the new element, in allocator memory held by a
// package-level slice, is &v of f.
// UNSAFE: g[0] points into f's dead frame.
package main

import (
	"solod.dev/so/mem"
	"solod.dev/so/slices"
)

var g []*int

func f() {
	v := 86
	g = slices.Append(mem.System, g, &v)
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
	println(len(g), *g[0])
}
