// Attack shape: mem.Alloc[T] in a helper, stored in a package-level pointer.
// SAFE: allocator memory lives until freed.
package main

import "solod.dev/so/mem"

type Node struct{ v int }

var root *Node

func f(n int) {
	p := mem.Alloc[Node](mem.System)
	p.v = n
	root = p
}

func main() {
	f(88)
	println(root.v)
	mem.Free(mem.System, root)
}
