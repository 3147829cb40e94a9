//go:build !solod

package mem

import "unsafe"

// Arena is bump allocation from a caller's buffer. Free does nothing except give back the most
// recent allocation; Realloc of the most recent allocation grows or shrinks it in place when the
// buffer has room. Alloc aligns the address (not the offset), so any buffer works. The buffer
// stays the caller's. An Arena is not safe for concurrent use.
type Arena struct {
	buf    []byte
	offset int // bytes in use, alignment padding included
	// shadows holds the Go objects standing for blocks of values with pointers (see
	// typed_go.go). They belong to the arena: Reset drops them, and they go with it.
	shadows *shadowTable
}

// NewArena makes an arena over buf.
func NewArena(buf []byte) Arena {
	return Arena{buf: buf}
}

// Allocator returns the allocator that allocates from a, which must outlive it.
func (a *Arena) Allocator() Allocator {
	return arenaAlloc{a}
}

// Reset forgets every allocation; the whole buffer is available again.
func (a *Arena) Reset() {
	a.offset = 0
	a.shadows = nil
}

// Used returns how many bytes of the buffer are in use (alignment padding included).
func (a *Arena) Used() int {
	return a.offset
}

type arenaAlloc struct{ a *Arena }

func (x arenaAlloc) shadowTable() *shadowTable {
	if x.a.shadows == nil {
		x.a.shadows = new(shadowTable)
	}
	return x.a.shadows
}

// arenaEnd stands for the address of a zero-byte block that starts at the very end of a
// buffer with no spare capacity: Go allows no pointer one past the end of an object's memory.
var arenaEnd byte

func (x arenaAlloc) base() unsafe.Pointer {
	return unsafe.Pointer(unsafe.SliceData(x.a.buf))
}

func (x arenaAlloc) Alloc(size, align int) (any, error) {
	a := x.a
	if badArgs(size, align) {
		return nil, ErrOutOfMemory
	}
	base := uintptr(x.base())
	cur := base + uintptr(a.offset)
	start := (cur + uintptr(align) - 1) &^ (uintptr(align) - 1)
	if start < cur { // the rounding wrapped around the address space
		return nil, ErrOutOfMemory
	}
	off := start - base
	if off > uintptr(len(a.buf)) || uintptr(size) > uintptr(len(a.buf))-off {
		return nil, ErrOutOfMemory
	}
	a.offset = int(off) + size
	if int(off) == cap(a.buf) {
		return unsafe.Pointer(&arenaEnd), nil
	}
	clear(a.buf[off:a.offset])
	return unsafe.Pointer(&a.buf[:cap(a.buf)][off]), nil
}

// isLast reports whether [p, p+size) is the block that ends at the offset.
func (x arenaAlloc) isLast(p unsafe.Pointer, size int) bool {
	base, q := uintptr(x.base()), uintptr(p)
	return q >= base && size >= 0 && q-base+uintptr(size) == uintptr(x.a.offset)
}

func (x arenaAlloc) Realloc(ptr any, oldSize, newSize, align int) (any, error) {
	a := x.a
	p := addr(ptr)
	if p == nil {
		return x.Alloc(newSize, align)
	}
	if badArgs(newSize, align) || oldSize < 0 {
		return nil, ErrOutOfMemory
	}
	aligned := uintptr(p)&(uintptr(align)-1) == 0
	if aligned && x.isLast(p, oldSize) {
		off := int(uintptr(p) - uintptr(x.base()))
		if newSize > len(a.buf)-off {
			return nil, ErrOutOfMemory
		}
		a.offset = off + newSize
		if newSize > oldSize {
			clear(a.buf[off+oldSize : off+newSize])
		}
		return p, nil
	}
	if aligned && newSize <= oldSize {
		return p, nil
	}
	q, err := x.Alloc(newSize, align)
	if err != nil {
		return nil, err
	}
	keep := min(oldSize, newSize)
	copy(unsafe.Slice((*byte)(q.(unsafe.Pointer)), keep), unsafe.Slice((*byte)(p), keep))
	return q, nil
}

func (x arenaAlloc) Free(ptr any, size, align int) {
	p := addr(ptr)
	if p != nil && x.isLast(p, size) {
		x.a.offset = int(uintptr(p) - uintptr(x.base()))
	}
}
