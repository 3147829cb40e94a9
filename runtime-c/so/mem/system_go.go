//go:build !solod

package mem

import "unsafe"

// System is the heap: zeroed memory, safe from any thread. It fails only with ErrOutOfMemory.
// Under the Go toolchain its blocks come from Go's heap and the garbage collector reclaims
// them; Free does nothing.
var System Allocator = system{}

type system struct{}

// sysMaxSize is the C runtime's limit: a request of 2^48 bytes or more exceeds any machine's
// address space.
const sysMaxSize int64 = 1 << 48

func (system) Alloc(size, align int) (any, error) {
	if badArgs(size, align) || int64(align) >= sysMaxSize || int64(size) > sysLimit() {
		return nil, ErrOutOfMemory
	}
	return sysBlock(size, align), nil
}

func (s system) Realloc(ptr any, oldSize, newSize, align int) (any, error) {
	p := addr(ptr)
	if p == nil {
		return s.Alloc(newSize, align)
	}
	if oldSize < 0 {
		return nil, ErrOutOfMemory
	}
	q, err := s.Alloc(newSize, align)
	if err != nil {
		return nil, err
	}
	keep := min(oldSize, newSize)
	copy(unsafe.Slice((*byte)(q.(unsafe.Pointer)), keep), unsafe.Slice((*byte)(p), keep))
	return q, nil
}

// Free checks that ptr holds a pointer and leaves the block to the garbage collector.
func (system) Free(ptr any, size, align int) { _ = addr(ptr) }

// sysBlock returns size zeroed bytes (one at least, so every block has an address of its own)
// aligned to align, from Go's heap.
func sysBlock(size, align int) unsafe.Pointer {
	b := make([]byte, max(size, 1)+align-1)
	p := unsafe.Pointer(unsafe.SliceData(b))
	pad := (align - int(uintptr(p)&uintptr(align-1))) & (align - 1)
	return unsafe.Add(p, pad)
}
