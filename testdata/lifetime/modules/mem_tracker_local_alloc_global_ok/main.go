// Attack shape: a helper counts its allocations with a mem.Tracker in its frame, over the
// system allocator, and keeps what it allocated in a package-level variable.
// SAFE: the Tracker only counts; the memory comes from mem.System and outlives the helper.
package main

import "solod.dev/so/mem"

var g *int

func f() int {
	tr := mem.NewTracker(mem.System)
	p := mem.Alloc[int](tr.Allocator())
	*p = 5
	g = p
	return tr.Allocs()
}

func main() {
	n := f()
	println(n, *g)
}
