// Attack: a node in allocator memory (held by a package-level pointer) gets a pointer to a
// local of f.
// UNSAFE: root.p points into f's dead frame.
package main

import "solod.dev/so/mem"

type Node struct{ p *int }

var root *Node

func f() {
	v := 89
	n := mem.Alloc[Node](mem.System)
	n.p = &v
	root = n
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
	println(*root.p)
}
