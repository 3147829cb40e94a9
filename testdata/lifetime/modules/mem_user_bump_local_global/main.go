// Attack: a user-defined allocator hands out bytes of an array inside itself; the helper makes
// one in its frame, allocates an int from it and keeps the pointer in a package-level
// variable.
// UNSAFE: g points into the bump allocator, which lives in f's frame.
package main

import (
	"solod.dev/so/errors"
	"unsafe"

	"solod.dev/so/mem"
)

type bump struct {
	buf [64]byte
	off int
}

func (b *bump) Alloc(size, align int) (any, error) {
	b.off = (b.off + align - 1) &^ (align - 1)
	if b.off+size > len(b.buf) {
		return nil, errors.New("bump: out of memory")
	}
	p := unsafe.Pointer(&b.buf[b.off])
	b.off += size
	return p, nil
}

func (b *bump) Realloc(ptr any, oldSize, newSize, align int) (any, error) {
	return nil, errors.New("bump: no realloc")
}

func (b *bump) Free(ptr any, size, align int) {}

var g *int

func f() {
	var b bump
	p := mem.Alloc[int](&b)
	*p = 77
	g = p
}

func clobber() int {
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return y[0]
}

func main() {
	f()
	clobber()
	println(*g)
}
