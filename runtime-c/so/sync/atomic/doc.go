// Package atomic provides sequentially consistent atomic values: the So counterpart of the
// types of Go's sync/atomic package.
//
// Each type wraps one value of its width and has that size and alignment (Int64 and Uint64 are
// 8-byte aligned on every target). The zero value is ready to use. A value must not be copied
// after first use.
//
// Exported API (the So declarations mirror exactly this):
//
//	type Bool struct{ ... }
//	    Load() bool; Store(v bool); Swap(v bool) (old bool); CompareAndSwap(old, new bool) bool
//	type Int32, Int64, Uint32, Uint64, Uintptr struct{ ... } // with T = int32, int64, ...
//	    Load() T; Store(v T); Swap(v T) (old T); CompareAndSwap(old, new T) bool
//	    Add(delta T) (new T)   // the NEW value
//	    And(mask T) (old T)    // the OLD value
//	    Or(mask T) (old T)     // the OLD value
//	type Pointer[T any] struct{ ... }
//	    Load() *T; Store(v *T); Swap(v *T) (old *T); CompareAndSwap(old, new *T) bool
//
// Add returns the new value and Swap, And and Or return the old one, as Go's sync/atomic does
// (And and Or since Go 1.23) and as the C header atomic.h specifies.
//
// Under the Go toolchain (files built without the solod build tag) the types wrap Go's
// sync/atomic types; And and Or are compare-and-swap loops, so the module needs no Go newer
// than 1.22. solod builds with the solod tag, where the same declarations bind to atomic.h.
package atomic
