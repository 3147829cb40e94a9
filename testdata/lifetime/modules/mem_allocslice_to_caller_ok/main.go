// Attack shape: a helper allocates a slice from an allocator and stores it through the
// caller's pointer.
// SAFE: allocator memory outlives the helper.
package main

import "solod.dev/so/mem"

func fill(dst *[]int, n int) {
	s := mem.AllocSlice[int](mem.System, n, n)
	for i := range s {
		s[i] = i * i
	}
	*dst = s
}

func main() {
	var s []int
	fill(&s, 4)
	println(s[1], s[2], s[3])
	mem.FreeSlice(mem.System, s)
}
