//go:build !solod

package mem

import (
	"fmt"
	"reflect"
	"unsafe"
)

// Allocator is a source of memory. Sizes and alignments are in bytes; align is a power of two.
//
// Alloc returns size zeroed bytes aligned to align. Realloc resizes a block, keeping its first
// min(oldSize, newSize) bytes and zeroing the rest; a Realloc of nil is an Alloc, and a failed
// Realloc leaves the block unchanged. Free gives a block back; Free of nil does nothing. The
// returned any holds an unsafe.Pointer (nil on error).
type Allocator interface {
	Alloc(size, align int) (any, error)
	Realloc(ptr any, oldSize, newSize, align int) (any, error)
	Free(ptr any, size, align int)
}

// addr is the address an any passed to Free or Realloc holds: an unsafe.Pointer, nil, or a
// pointer of any type.
func addr(ptr any) unsafe.Pointer {
	switch p := ptr.(type) {
	case nil:
		return nil
	case unsafe.Pointer:
		return p
	}
	v := reflect.ValueOf(ptr)
	if k := v.Kind(); k == reflect.Pointer || k == reflect.UnsafePointer {
		return v.UnsafePointer()
	}
	panic(fmt.Sprintf("mem: %T is not a pointer", ptr))
}

// badArgs reports a request no allocator can satisfy: a negative size or an alignment that is
// not a power of two.
func badArgs(size, align int) bool {
	return size < 0 || align <= 0 || align&(align-1) != 0
}
