// mem.AllocSlice panics on impossible arguments: a length beyond the capacity.
package main

import "solod.dev/so/mem"

func main() {
	s := mem.AllocSlice[int](mem.System, 2, 2)
	println(len(s), cap(s))
	mem.FreeSlice(mem.System, s)
	t := mem.AllocSlice[int](mem.System, 3, 2)
	println("unreachable", len(t))
}
