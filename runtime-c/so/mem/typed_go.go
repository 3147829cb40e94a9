//go:build !solod

package mem

import (
	"math"
	"reflect"
	"sync"
	"unsafe"
)

// The generic helpers. For an element type without pointers the value lives in the block the
// allocator returns. For one with pointers it lives in a Go object of its own type (Go's
// collector must see those pointers, and allocator memory is untyped), and a shadow table
// remembers which allocator block stands for it, so Free and Realloc hand the allocator its own
// block.

// shadowTable maps the address of a Go object standing for a block to the block, as the
// allocator returned it. It keeps both alive until the program frees them, as a So program's
// memory is.
type shadowTable struct {
	mu sync.Mutex
	m  map[unsafe.Pointer]any
}

// shadowOwner is implemented by the allocators that keep their own shadow table: an Arena's
// goes away with the arena, or when it is Reset, as the arena's memory does in So. Every other
// allocator's shadows are in globalShadows until freed.
type shadowOwner interface {
	shadowTable() *shadowTable
}

var globalShadows shadowTable

func shadowsOf(a Allocator) *shadowTable {
	if o, ok := a.(shadowOwner); ok {
		return o.shadowTable()
	}
	return &globalShadows
}

func (t *shadowTable) add(obj unsafe.Pointer, block any) {
	t.mu.Lock()
	if t.m == nil {
		t.m = make(map[unsafe.Pointer]any)
	}
	t.m[obj] = block
	t.mu.Unlock()
}

// block returns the block that obj stands for, or obj itself when it stands for none (it came
// from somewhere else, and is given back as it would be in So).
func (t *shadowTable) block(obj unsafe.Pointer, remove bool) any {
	t.mu.Lock()
	defer t.mu.Unlock()
	block, ok := t.m[obj]
	if !ok {
		return obj
	}
	if remove {
		delete(t.m, obj)
	}
	return block
}

// hasPointers caches whether values of a type contain pointers the collector must see.
var hasPointersCache sync.Map // reflect.Type -> bool

func typeHasPointers(t reflect.Type) bool {
	if v, ok := hasPointersCache.Load(t); ok {
		return v.(bool)
	}
	var has bool
	switch t.Kind() {
	case reflect.Pointer, reflect.UnsafePointer, reflect.Map, reflect.Chan, reflect.Func,
		reflect.Interface, reflect.Slice, reflect.String:
		has = true
	case reflect.Array:
		has = t.Len() > 0 && typeHasPointers(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if typeHasPointers(t.Field(i).Type) {
				has = true
				break
			}
		}
	}
	hasPointersCache.Store(t, has)
	return has
}

// layout returns T's size and alignment, and whether its values need a Go object of their own.
func layout[T any]() (size, align int, shadow bool) {
	var v T
	size, align = int(unsafe.Sizeof(v)), int(unsafe.Alignof(v))
	return size, align, size > 0 && typeHasPointers(reflect.TypeFor[T]())
}

func orSystem(a Allocator) Allocator {
	if a == nil {
		return System
	}
	return a
}

// Alloc allocates a zeroed T from a (System if a is nil). It panics with the allocator's error
// if the allocation fails.
func Alloc[T any](a Allocator) *T {
	p, err := TryAlloc[T](a)
	if err != nil {
		panic(err)
	}
	return p
}

// TryAlloc is Alloc that returns the allocator's error instead of panicking.
func TryAlloc[T any](a Allocator) (*T, error) {
	size, align, shadow := layout[T]()
	a = orSystem(a)
	block, err := a.Alloc(size, align)
	if err != nil {
		return nil, err
	}
	if !shadow {
		return (*T)(addr(block)), nil
	}
	p := new(T)
	shadowsOf(a).add(unsafe.Pointer(p), block)
	return p, nil
}

// Free gives back a value allocated with Alloc from the same allocator. Free of nil does
// nothing.
func Free[T any](a Allocator, ptr *T) {
	if ptr == nil {
		return
	}
	size, align, shadow := layout[T]()
	a = orSystem(a)
	var block any = unsafe.Pointer(ptr)
	if shadow {
		block = shadowsOf(a).block(unsafe.Pointer(ptr), true)
	}
	a.Free(block, size, align)
}

// sliceBytes checks the arguments of AllocSlice and ReallocSlice and returns the size in bytes
// of cap elements of size elem.
func sliceBytes(len, cap, elem int) int {
	switch {
	case len < 0:
		panic("mem: negative length")
	case cap < 0:
		panic("mem: negative capacity")
	case len > cap:
		panic("mem: length exceeds capacity")
	case elem > 0 && cap > math.MaxInt/elem:
		panic("mem: capacity overflow")
	}
	return cap * elem
}

// AllocSlice allocates a slice of len zeroed elements with room for cap from a (System if a is
// nil). A cap of 0 allocates nothing and returns nil. It panics with the allocator's error if
// the allocation fails, and on a negative or inconsistent len and cap.
func AllocSlice[T any](a Allocator, len, cap int) []T {
	s, err := TryAllocSlice[T](a, len, cap)
	if err != nil {
		panic(err)
	}
	return s
}

// TryAllocSlice is AllocSlice that returns the allocator's error instead of panicking.
func TryAllocSlice[T any](a Allocator, len, cap int) ([]T, error) {
	elem, align, shadow := layout[T]()
	bytes := sliceBytes(len, cap, elem)
	if cap == 0 {
		return nil, nil
	}
	a = orSystem(a)
	block, err := a.Alloc(bytes, align)
	if err != nil {
		return nil, err
	}
	if !shadow {
		return unsafe.Slice((*T)(addr(block)), cap)[:len], nil
	}
	s := make([]T, cap)
	shadowsOf(a).add(unsafe.Pointer(unsafe.SliceData(s)), block)
	return s[:len], nil
}

// ReallocSlice resizes s, allocated from a (System if a is nil), to newLen elements with room
// for newCap. The first min(cap(s), newCap) elements are kept and the new ones are zero. A
// newCap of 0 frees s and returns nil; an s with no capacity is allocated afresh. It panics
// with the allocator's error if the allocation fails (s is then unchanged), and on a negative
// or inconsistent newLen and newCap.
func ReallocSlice[T any](a Allocator, s []T, newLen, newCap int) []T {
	r, err := TryReallocSlice(a, s, newLen, newCap)
	if err != nil {
		panic(err)
	}
	return r
}

// TryReallocSlice is ReallocSlice that returns the allocator's error instead of panicking.
func TryReallocSlice[T any](a Allocator, s []T, newLen, newCap int) ([]T, error) {
	elem, align, shadow := layout[T]()
	newBytes := sliceBytes(newLen, newCap, elem)
	oldCap := cap(s)
	if newCap == 0 {
		FreeSlice(a, s)
		return nil, nil
	}
	if oldCap == 0 {
		return TryAllocSlice[T](a, newLen, newCap)
	}
	a = orSystem(a)
	old := unsafe.Pointer(unsafe.SliceData(s))
	if !shadow {
		block, err := a.Realloc(old, oldCap*elem, newBytes, align)
		if err != nil {
			return nil, err
		}
		return unsafe.Slice((*T)(addr(block)), newCap)[:newLen], nil
	}
	shadows := shadowsOf(a)
	block, err := a.Realloc(shadows.block(old, false), oldCap*elem, newBytes, align)
	if err != nil {
		return nil, err
	}
	r := make([]T, newCap)
	copy(r, s[:oldCap])
	shadows.block(old, true)
	shadows.add(unsafe.Pointer(unsafe.SliceData(r)), block)
	return r[:newLen], nil
}

// FreeSlice gives back a slice allocated with AllocSlice or ReallocSlice from the same
// allocator, whatever its length. A slice with no capacity is not freed.
func FreeSlice[T any](a Allocator, s []T) {
	if cap(s) == 0 {
		return
	}
	elem, align, shadow := layout[T]()
	a = orSystem(a)
	var block any = unsafe.Pointer(unsafe.SliceData(s))
	if shadow {
		block = shadowsOf(a).block(unsafe.Pointer(unsafe.SliceData(s)), true)
	}
	a.Free(block, cap(s)*elem, align)
}

// FreeString gives back the bytes of a string allocated from a (System if a is nil). The empty
// string is not freed.
func FreeString(a Allocator, s string) {
	if len(s) == 0 {
		return
	}
	orSystem(a).Free(unsafe.Pointer(unsafe.StringData(s)), len(s), 1)
}
