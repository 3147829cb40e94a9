//go:build solod

package mem

import (
	"unsafe"

	"solod.dev/so/internal/memc"
)

const maxInt = int(^uint(0) >> 1)

// Alloc, AllocSlice and ReallocSlice do not call their Try forms: a call returning a pointer
// or a slice and an error passes them through memory (the error is 32 bytes), and these are
// on the hot paths of every package that allocates.

// Alloc allocates a zeroed T from a (nil: System) and panics with the error if a fails.
func Alloc[T any](a Allocator) *T {
	var zero T
	return (*T)(memc.MustAllocBlock(a, int(unsafe.Sizeof(zero)), int(unsafe.Alignof(zero))))
}

// TryAlloc allocates a zeroed T from a (nil: System).
func TryAlloc[T any](a Allocator) (*T, error) {
	var zero T
	p, err := memc.AllocBlock(a, int(unsafe.Sizeof(zero)), int(unsafe.Alignof(zero)))
	return (*T)(p), err
}

// Free gives back a T that Alloc returned; nil does nothing.
func Free[T any](a Allocator, ptr *T) {
	if ptr == nil {
		return
	}
	var zero T
	memc.FreeBlock(a, unsafe.Pointer(ptr), int(unsafe.Sizeof(zero)), int(unsafe.Alignof(zero)))
}

func sliceBytes(len, cap, elem int) int {
	switch {
	case len < 0:
		panic("mem: negative length")
	case cap < 0:
		panic("mem: negative capacity")
	case len > cap:
		panic("mem: length exceeds capacity")
	case elem > 0 && cap > maxInt/elem:
		panic("mem: capacity overflow")
	}
	return cap * elem
}

// AllocSlice allocates a zeroed slice of len elements and capacity cap from a (nil: System);
// cap == 0 allocates nothing and returns nil. It panics with the error if a fails.
func AllocSlice[T any](a Allocator, len, cap int) []T {
	var zero T
	bytes := sliceBytes(len, cap, int(unsafe.Sizeof(zero)))
	if cap == 0 {
		return nil
	}
	p := memc.MustAllocBlock(a, bytes, int(unsafe.Alignof(zero)))
	return unsafe.Slice((*T)(p), cap)[:len]
}

// TryAllocSlice is AllocSlice returning the allocator's error.
func TryAllocSlice[T any](a Allocator, len, cap int) ([]T, error) {
	var zero T
	bytes := sliceBytes(len, cap, int(unsafe.Sizeof(zero)))
	if cap == 0 {
		return nil, nil
	}
	p, err := memc.AllocBlock(a, bytes, int(unsafe.Alignof(zero)))
	if err != nil {
		return nil, err
	}
	return unsafe.Slice((*T)(p), cap)[:len], nil
}

// ReallocSlice resizes s to newLen elements and capacity newCap, keeping its first
// min(cap(s), newCap) elements; newCap == 0 frees s and returns nil. It panics with the error
// if a fails.
func ReallocSlice[T any](a Allocator, s []T, newLen, newCap int) []T {
	var zero T
	elem, align := int(unsafe.Sizeof(zero)), int(unsafe.Alignof(zero))
	newBytes := sliceBytes(newLen, newCap, elem)
	if newCap == 0 {
		FreeSlice(a, s)
		return nil
	}
	if cap(s) == 0 {
		return AllocSlice[T](a, newLen, newCap)
	}
	p := memc.MustReallocBlock(a, unsafe.Pointer(unsafe.SliceData(s)), cap(s)*elem, newBytes, align)
	return unsafe.Slice((*T)(p), newCap)[:newLen]
}

// TryReallocSlice is ReallocSlice returning the allocator's error (s is then unchanged).
func TryReallocSlice[T any](a Allocator, s []T, newLen, newCap int) ([]T, error) {
	var zero T
	elem, align := int(unsafe.Sizeof(zero)), int(unsafe.Alignof(zero))
	newBytes := sliceBytes(newLen, newCap, elem)
	if newCap == 0 {
		FreeSlice(a, s)
		return nil, nil
	}
	if cap(s) == 0 {
		return TryAllocSlice[T](a, newLen, newCap)
	}
	old := unsafe.Pointer(unsafe.SliceData(s))
	p, err := memc.ReallocBlock(a, old, cap(s)*elem, newBytes, align)
	if err != nil {
		return nil, err
	}
	return unsafe.Slice((*T)(p), newCap)[:newLen], nil
}

// FreeSlice gives back a slice that AllocSlice or ReallocSlice returned; cap(s) == 0 does
// nothing.
func FreeSlice[T any](a Allocator, s []T) {
	if cap(s) == 0 {
		return
	}
	var zero T
	elem, align := int(unsafe.Sizeof(zero)), int(unsafe.Alignof(zero))
	memc.FreeBlock(a, unsafe.Pointer(unsafe.SliceData(s)), cap(s)*elem, align)
}

// FreeString gives back a string's bytes allocated from a (len(s) bytes, alignment 1); ""
// does nothing.
func FreeString(a Allocator, s string) {
	if len(s) == 0 {
		return
	}
	memc.FreeBlock(a, unsafe.Pointer(unsafe.StringData(s)), len(s), 1)
}
