// Attack shape: slices.Clone(mem.System, local) stored in a package-level slice.
// SAFE: the clone is allocator memory, which lives until freed.
package main

import (
	"solod.dev/so/mem"
	"solod.dev/so/slices"
)

var g []int

func f() {
	local := []int{5, 6, 7}
	g = slices.Clone(mem.System, local)
}

func main() {
	f()
	println(g[0], g[1], g[2])
	slices.Free(mem.System, g)
}
