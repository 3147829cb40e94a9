//go:build solod

// The So declarations of package atomic, bound to the C runtime's atomic.h: each type is the C
// struct of its name (atomic_Int32, ...), whose Go definition gives So its size and alignment,
// and each method is the C function atomic_T_M. Pointer[T] is generic, and C has no generic
// declarations, so it is So code over the type-erased C atomic_Pointer.
package atomic

import "unsafe"

// inC is the Go body of the extern methods: Go builds these files only with the solod tag,
// where C implements them.
const inC = "implemented in C by atomic.h"

//so:include "so/sync/atomic/atomic.h"

// Bool is an atomic bool. The zero Bool is false.
//
//so:extern atomic_Bool
type Bool struct {
	v uint32
}

// Load returns the value.
//
//so:extern
func (b *Bool) Load() bool { panic(inC) }

// Store sets the value to v.
//
//so:extern
func (b *Bool) Store(v bool) { panic(inC) }

// Swap sets the value to v and returns the old value.
//
//so:extern
func (b *Bool) Swap(v bool) (old bool) { panic(inC) }

// CompareAndSwap sets the value to new if it is old, and reports whether it did.
//
//so:extern
func (b *Bool) CompareAndSwap(old, new bool) (swapped bool) { panic(inC) }

// Int32 is an atomic int32. The zero Int32 is 0.
//
//so:extern atomic_Int32
type Int32 struct {
	v int32
}

// Load returns the value.
//
//so:extern
func (i *Int32) Load() int32 { panic(inC) }

// Store sets the value to v.
//
//so:extern
func (i *Int32) Store(v int32) { panic(inC) }

// Swap sets the value to v and returns the old value.
//
//so:extern
func (i *Int32) Swap(v int32) (old int32) { panic(inC) }

// CompareAndSwap sets the value to new if it is old, and reports whether it did.
//
//so:extern
func (i *Int32) CompareAndSwap(old, new int32) (swapped bool) { panic(inC) }

// Add adds delta to the value and returns the new value.
//
//so:extern
func (i *Int32) Add(delta int32) (new int32) { panic(inC) }

// And sets the value to value & mask and returns the old value.
//
//so:extern
func (i *Int32) And(mask int32) (old int32) { panic(inC) }

// Or sets the value to value | mask and returns the old value.
//
//so:extern
func (i *Int32) Or(mask int32) (old int32) { panic(inC) }

// Int64 is an atomic int64. The zero Int64 is 0.
//
//so:extern atomic_Int64
type Int64 struct {
	v int64
}

// Load returns the value.
//
//so:extern
func (i *Int64) Load() int64 { panic(inC) }

// Store sets the value to v.
//
//so:extern
func (i *Int64) Store(v int64) { panic(inC) }

// Swap sets the value to v and returns the old value.
//
//so:extern
func (i *Int64) Swap(v int64) (old int64) { panic(inC) }

// CompareAndSwap sets the value to new if it is old, and reports whether it did.
//
//so:extern
func (i *Int64) CompareAndSwap(old, new int64) (swapped bool) { panic(inC) }

// Add adds delta to the value and returns the new value.
//
//so:extern
func (i *Int64) Add(delta int64) (new int64) { panic(inC) }

// And sets the value to value & mask and returns the old value.
//
//so:extern
func (i *Int64) And(mask int64) (old int64) { panic(inC) }

// Or sets the value to value | mask and returns the old value.
//
//so:extern
func (i *Int64) Or(mask int64) (old int64) { panic(inC) }

// Uint32 is an atomic uint32. The zero Uint32 is 0.
//
//so:extern atomic_Uint32
type Uint32 struct {
	v uint32
}

// Load returns the value.
//
//so:extern
func (u *Uint32) Load() uint32 { panic(inC) }

// Store sets the value to v.
//
//so:extern
func (u *Uint32) Store(v uint32) { panic(inC) }

// Swap sets the value to v and returns the old value.
//
//so:extern
func (u *Uint32) Swap(v uint32) (old uint32) { panic(inC) }

// CompareAndSwap sets the value to new if it is old, and reports whether it did.
//
//so:extern
func (u *Uint32) CompareAndSwap(old, new uint32) (swapped bool) { panic(inC) }

// Add adds delta to the value and returns the new value.
//
//so:extern
func (u *Uint32) Add(delta uint32) (new uint32) { panic(inC) }

// And sets the value to value & mask and returns the old value.
//
//so:extern
func (u *Uint32) And(mask uint32) (old uint32) { panic(inC) }

// Or sets the value to value | mask and returns the old value.
//
//so:extern
func (u *Uint32) Or(mask uint32) (old uint32) { panic(inC) }

// Uint64 is an atomic uint64. The zero Uint64 is 0.
//
//so:extern atomic_Uint64
type Uint64 struct {
	v uint64
}

// Load returns the value.
//
//so:extern
func (u *Uint64) Load() uint64 { panic(inC) }

// Store sets the value to v.
//
//so:extern
func (u *Uint64) Store(v uint64) { panic(inC) }

// Swap sets the value to v and returns the old value.
//
//so:extern
func (u *Uint64) Swap(v uint64) (old uint64) { panic(inC) }

// CompareAndSwap sets the value to new if it is old, and reports whether it did.
//
//so:extern
func (u *Uint64) CompareAndSwap(old, new uint64) (swapped bool) { panic(inC) }

// Add adds delta to the value and returns the new value.
//
//so:extern
func (u *Uint64) Add(delta uint64) (new uint64) { panic(inC) }

// And sets the value to value & mask and returns the old value.
//
//so:extern
func (u *Uint64) And(mask uint64) (old uint64) { panic(inC) }

// Or sets the value to value | mask and returns the old value.
//
//so:extern
func (u *Uint64) Or(mask uint64) (old uint64) { panic(inC) }

// Uintptr is an atomic uintptr. The zero Uintptr is 0.
//
//so:extern atomic_Uintptr
type Uintptr struct {
	v uintptr
}

// Load returns the value.
//
//so:extern
func (u *Uintptr) Load() uintptr { panic(inC) }

// Store sets the value to v.
//
//so:extern
func (u *Uintptr) Store(v uintptr) { panic(inC) }

// Swap sets the value to v and returns the old value.
//
//so:extern
func (u *Uintptr) Swap(v uintptr) (old uintptr) { panic(inC) }

// CompareAndSwap sets the value to new if it is old, and reports whether it did.
//
//so:extern
func (u *Uintptr) CompareAndSwap(old, new uintptr) (swapped bool) { panic(inC) }

// Add adds delta to the value and returns the new value.
//
//so:extern
func (u *Uintptr) Add(delta uintptr) (new uintptr) { panic(inC) }

// And sets the value to value & mask and returns the old value.
//
//so:extern
func (u *Uintptr) And(mask uintptr) (old uintptr) { panic(inC) }

// Or sets the value to value | mask and returns the old value.
//
//so:extern
func (u *Uintptr) Or(mask uintptr) (old uintptr) { panic(inC) }

// rawPointer is C's type-erased atomic_Pointer, under Pointer[T].
//
//so:extern atomic_Pointer
type rawPointer struct {
	v unsafe.Pointer
}

//so:extern
func (p *rawPointer) Load() unsafe.Pointer { panic(inC) }

//so:extern
func (p *rawPointer) Store(v unsafe.Pointer) { panic(inC) }

//so:extern
func (p *rawPointer) Swap(v unsafe.Pointer) (old unsafe.Pointer) { panic(inC) }

//so:extern
func (p *rawPointer) CompareAndSwap(old, new unsafe.Pointer) (swapped bool) { panic(inC) }

// Pointer is an atomic *T. The zero Pointer is nil.
type Pointer[T any] struct {
	_ [0]*T // Pointer[T] does not convert to Pointer[U]
	p rawPointer
}

// Load returns the pointer.
func (p *Pointer[T]) Load() *T { return (*T)(p.p.Load()) }

// Store sets the pointer to v.
func (p *Pointer[T]) Store(v *T) { p.p.Store(unsafe.Pointer(v)) }

// Swap sets the pointer to v and returns the old pointer.
func (p *Pointer[T]) Swap(v *T) (old *T) { return (*T)(p.p.Swap(unsafe.Pointer(v))) }

// CompareAndSwap sets the pointer to new if it is old, and reports whether it did.
func (p *Pointer[T]) CompareAndSwap(old, new *T) (swapped bool) {
	return p.p.CompareAndSwap(unsafe.Pointer(old), unsafe.Pointer(new))
}
