//go:build !solod

package atomic

import goatomic "sync/atomic"

// Bool is an atomic bool. The zero Bool is false.
type Bool struct {
	v goatomic.Bool
}

// Load returns the value.
func (b *Bool) Load() bool { return b.v.Load() }

// Store sets the value to v.
func (b *Bool) Store(v bool) { b.v.Store(v) }

// Swap sets the value to v and returns the old value.
func (b *Bool) Swap(v bool) (old bool) { return b.v.Swap(v) }

// CompareAndSwap sets the value to new if it is old, and reports whether it did.
func (b *Bool) CompareAndSwap(old, new bool) (swapped bool) { return b.v.CompareAndSwap(old, new) }

// Pointer is an atomic *T. The zero Pointer is nil.
type Pointer[T any] struct {
	v goatomic.Pointer[T]
}

// Load returns the pointer.
func (p *Pointer[T]) Load() *T { return p.v.Load() }

// Store sets the pointer to v.
func (p *Pointer[T]) Store(v *T) { p.v.Store(v) }

// Swap sets the pointer to v and returns the old pointer.
func (p *Pointer[T]) Swap(v *T) (old *T) { return p.v.Swap(v) }

// CompareAndSwap sets the pointer to new if it is old, and reports whether it did.
func (p *Pointer[T]) CompareAndSwap(old, new *T) (swapped bool) {
	return p.v.CompareAndSwap(old, new)
}

// Int32 is an atomic int32. The zero Int32 is 0.
type Int32 struct {
	v goatomic.Int32
}

// Load returns the value.
func (i *Int32) Load() int32 { return i.v.Load() }

// Store sets the value to v.
func (i *Int32) Store(v int32) { i.v.Store(v) }

// Swap sets the value to v and returns the old value.
func (i *Int32) Swap(v int32) (old int32) { return i.v.Swap(v) }

// CompareAndSwap sets the value to new if it is old, and reports whether it did.
func (i *Int32) CompareAndSwap(old, new int32) (swapped bool) {
	return i.v.CompareAndSwap(old, new)
}

// Add adds delta to the value (wrapping around on overflow) and returns the new value.
func (i *Int32) Add(delta int32) (new int32) { return i.v.Add(delta) }

// And replaces the value with value & mask and returns the old value.
func (i *Int32) And(mask int32) (old int32) {
	for {
		old = i.v.Load()
		if i.v.CompareAndSwap(old, old&mask) {
			return old
		}
	}
}

// Or replaces the value with value | mask and returns the old value.
func (i *Int32) Or(mask int32) (old int32) {
	for {
		old = i.v.Load()
		if i.v.CompareAndSwap(old, old|mask) {
			return old
		}
	}
}

// Int64 is an atomic int64. The zero Int64 is 0.
type Int64 struct {
	v goatomic.Int64
}

// Load returns the value.
func (i *Int64) Load() int64 { return i.v.Load() }

// Store sets the value to v.
func (i *Int64) Store(v int64) { i.v.Store(v) }

// Swap sets the value to v and returns the old value.
func (i *Int64) Swap(v int64) (old int64) { return i.v.Swap(v) }

// CompareAndSwap sets the value to new if it is old, and reports whether it did.
func (i *Int64) CompareAndSwap(old, new int64) (swapped bool) {
	return i.v.CompareAndSwap(old, new)
}

// Add adds delta to the value (wrapping around on overflow) and returns the new value.
func (i *Int64) Add(delta int64) (new int64) { return i.v.Add(delta) }

// And replaces the value with value & mask and returns the old value.
func (i *Int64) And(mask int64) (old int64) {
	for {
		old = i.v.Load()
		if i.v.CompareAndSwap(old, old&mask) {
			return old
		}
	}
}

// Or replaces the value with value | mask and returns the old value.
func (i *Int64) Or(mask int64) (old int64) {
	for {
		old = i.v.Load()
		if i.v.CompareAndSwap(old, old|mask) {
			return old
		}
	}
}

// Uint32 is an atomic uint32. The zero Uint32 is 0.
type Uint32 struct {
	v goatomic.Uint32
}

// Load returns the value.
func (u *Uint32) Load() uint32 { return u.v.Load() }

// Store sets the value to v.
func (u *Uint32) Store(v uint32) { u.v.Store(v) }

// Swap sets the value to v and returns the old value.
func (u *Uint32) Swap(v uint32) (old uint32) { return u.v.Swap(v) }

// CompareAndSwap sets the value to new if it is old, and reports whether it did.
func (u *Uint32) CompareAndSwap(old, new uint32) (swapped bool) {
	return u.v.CompareAndSwap(old, new)
}

// Add adds delta to the value (wrapping around on overflow) and returns the new value.
func (u *Uint32) Add(delta uint32) (new uint32) { return u.v.Add(delta) }

// And replaces the value with value & mask and returns the old value.
func (u *Uint32) And(mask uint32) (old uint32) {
	for {
		old = u.v.Load()
		if u.v.CompareAndSwap(old, old&mask) {
			return old
		}
	}
}

// Or replaces the value with value | mask and returns the old value.
func (u *Uint32) Or(mask uint32) (old uint32) {
	for {
		old = u.v.Load()
		if u.v.CompareAndSwap(old, old|mask) {
			return old
		}
	}
}

// Uint64 is an atomic uint64. The zero Uint64 is 0.
type Uint64 struct {
	v goatomic.Uint64
}

// Load returns the value.
func (u *Uint64) Load() uint64 { return u.v.Load() }

// Store sets the value to v.
func (u *Uint64) Store(v uint64) { u.v.Store(v) }

// Swap sets the value to v and returns the old value.
func (u *Uint64) Swap(v uint64) (old uint64) { return u.v.Swap(v) }

// CompareAndSwap sets the value to new if it is old, and reports whether it did.
func (u *Uint64) CompareAndSwap(old, new uint64) (swapped bool) {
	return u.v.CompareAndSwap(old, new)
}

// Add adds delta to the value (wrapping around on overflow) and returns the new value.
func (u *Uint64) Add(delta uint64) (new uint64) { return u.v.Add(delta) }

// And replaces the value with value & mask and returns the old value.
func (u *Uint64) And(mask uint64) (old uint64) {
	for {
		old = u.v.Load()
		if u.v.CompareAndSwap(old, old&mask) {
			return old
		}
	}
}

// Or replaces the value with value | mask and returns the old value.
func (u *Uint64) Or(mask uint64) (old uint64) {
	for {
		old = u.v.Load()
		if u.v.CompareAndSwap(old, old|mask) {
			return old
		}
	}
}

// Uintptr is an atomic uintptr. The zero Uintptr is 0.
type Uintptr struct {
	v goatomic.Uintptr
}

// Load returns the value.
func (u *Uintptr) Load() uintptr { return u.v.Load() }

// Store sets the value to v.
func (u *Uintptr) Store(v uintptr) { u.v.Store(v) }

// Swap sets the value to v and returns the old value.
func (u *Uintptr) Swap(v uintptr) (old uintptr) { return u.v.Swap(v) }

// CompareAndSwap sets the value to new if it is old, and reports whether it did.
func (u *Uintptr) CompareAndSwap(old, new uintptr) (swapped bool) {
	return u.v.CompareAndSwap(old, new)
}

// Add adds delta to the value (wrapping around on overflow) and returns the new value.
func (u *Uintptr) Add(delta uintptr) (new uintptr) { return u.v.Add(delta) }

// And replaces the value with value & mask and returns the old value.
func (u *Uintptr) And(mask uintptr) (old uintptr) {
	for {
		old = u.v.Load()
		if u.v.CompareAndSwap(old, old&mask) {
			return old
		}
	}
}

// Or replaces the value with value | mask and returns the old value.
func (u *Uintptr) Or(mask uintptr) (old uintptr) {
	for {
		old = u.v.Load()
		if u.v.CompareAndSwap(old, old|mask) {
			return old
		}
	}
}
