// An Allocator's Free and Realloc take an any holding a pointer of any type (here a *point and
// a typed nil), and panic when it holds something else: "mem: main.point is not a pointer".
package main

import "solod.dev/so/mem"

type point struct{ x, y int }

func main() {
	p := mem.Alloc[point](mem.System)
	var q any = p
	r, err := mem.System.Realloc(q, 16, 32, 8)
	println("realloc of a *point:", err == nil, r != nil)
	mem.System.Free(r, 32, 8)
	var none *point
	mem.System.Free(none, 16, 8)
	println("typed nil freed")
	mem.System.Free(point{1, 2}, 16, 8)
	println("unreachable")
}
