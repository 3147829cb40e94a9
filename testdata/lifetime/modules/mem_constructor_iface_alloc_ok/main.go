// Attack shape: a constructor gets its object straight from the allocator's Alloc method and
// returns a pointer to it; a helper stores the address of its local into the object and frees
// it before returning.
// SAFE: the object is the helper's alone and is freed before the helper returns.
package main

import (
	"unsafe"

	"solod.dev/so/mem"
)

type cell struct{ p *int }

func newCell(a mem.Allocator) *cell {
	if a == nil {
		a = mem.System
	}
	m, err := a.Alloc(int(unsafe.Sizeof(cell{})), int(unsafe.Alignof(cell{})))
	if err != nil {
		panic(err)
	}
	return (*cell)(m.(unsafe.Pointer))
}

func twice(k int) int {
	v := k
	c := newCell(nil)
	defer mem.Free(mem.System, c)
	c.p = &v
	v *= 2
	return *c.p
}

func main() { println(twice(4), twice(21)) }
