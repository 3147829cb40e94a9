// Attack shape: an Arena over main's buffer; a helper allocates from it and returns pointers.
// SAFE: the buffer lives in main's frame, as long as its users.
package main

import "solod.dev/so/mem"

func mk(a mem.Allocator, n int) *int {
	p := mem.Alloc[int](a)
	*p = n
	return p
}

func main() {
	buf := make([]byte, 256)
	arena := mem.NewArena(buf)
	a := mk(arena.Allocator(), 1)
	b := mk(arena.Allocator(), 2)
	println(*a, *b, arena.Used() > 0)
}
