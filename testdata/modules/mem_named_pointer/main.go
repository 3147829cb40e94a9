// An Allocator's Free and Realloc take an any holding a pointer of any pointer type, named ones
// included (type P *T, type Raw unsafe.Pointer): solod decides from the type, not from its
// name, that such an any holds a pointer. A named non-pointer type still panics.
package main

import (
	"unsafe"

	"solod.dev/so/mem"
)

type point struct{ x, y int }

// P is a named pointer type, Raw a named unsafe.Pointer.
type (
	P   *point
	Raw unsafe.Pointer
)

// Handle is named too, but not a pointer.
type Handle uintptr

func main() {
	var p P = mem.Alloc[point](mem.System)
	(*p).x, (*p).y = 3, 4
	println("point:", (*p).x, (*p).y)
	r, err := mem.System.Realloc(p, 16, 32, 8)
	println("realloc of a P:", err == nil, r != nil)
	mem.System.Free(r, 32, 8)

	q := P(mem.Alloc[point](mem.System))
	mem.System.Free(q, 16, 8)
	println("freed a P")
	mem.Free(mem.System, P(mem.Alloc[point](mem.System)))
	println("freed a P with mem.Free")

	raw := Raw(mem.Alloc[point](mem.System))
	mem.System.Free(raw, 16, 8)
	println("freed a Raw")
	var none P
	mem.System.Free(none, 16, 8)
	println("nil P freed")

	mem.System.Free(Handle(8), 16, 8)
	println("unreachable")
}
