//go:build solod

package memc

import "unsafe"

//so:include <stdio.h>
//so:include "so/mem/mem.h"

//so:embed memc.h
var header string

// Allocator is mem.Allocator's method set (mem imports this package, so it cannot name
// mem.Allocator; the two interface types have one method set and convert implicitly).
type Allocator interface {
	Alloc(size, align int) (any, error)
	Realloc(ptr any, oldSize, newSize, align int) (any, error)
	Free(ptr any, size, align int)
}

// C is the C runtime's allocator: a receiver and its method table.
//
//so:extern mem_Allocator
type C struct {
	self    unsafe.Pointer `c:"self"`
	methods unsafe.Pointer `c:"methods"`
}

// Result is what C's Alloc and Realloc return: a pointer, or NULL and an error code.
//
//so:extern mem_Result
type Result struct {
	Ptr unsafe.Pointer `c:"ptr"`
	Err int32          `c:"err"`
}

// The C error codes (mem.h).
const (
	errNone        = 0
	errOutOfMemory = 1
	errNoAlloc     = 2
)

// memError is the dynamic type of mem's errors: one static value per error, so errors compare
// with == as Go's errors.New values do.
type memError struct{ msg string }

func (e *memError) Error() string { return e.msg }

// ErrOutOfMemory and ErrNoAlloc are mem.ErrOutOfMemory and mem.ErrNoAlloc.
var (
	ErrOutOfMemory error = &memError{"mem: out of memory"}
	ErrNoAlloc     error = &memError{"mem: allocation not allowed"}
)

// System is C's mem_System().
//
//so:extern mem_System
func System() C { return C{} }

// NoAlloc is C's mem_NoAlloc().
//
//so:extern mem_NoAlloc
func NoAlloc() C { return C{} }

// AllocC, ReallocC and FreeC call a C allocator's methods.
//
//so:extern mem_Allocator_Alloc
func AllocC(a C, size, align int) Result { return Result{} }

//so:extern mem_Allocator_Realloc
func ReallocC(a C, ptr unsafe.Pointer, oldSize, newSize, align int) Result { return Result{} }

//so:extern mem_Allocator_Free
func FreeC(a C, ptr unsafe.Pointer, size, align int) {}

//so:extern memc_borrowed
func borrowed(self unsafe.Pointer) C { return C{} }

//so:extern memc_owned
func owned(self unsafe.Pointer) C { return C{} }

// Addr is the pointer an any holds: nil for nil, the pointer for an unsafe.Pointer or any
// pointer type. Any other dynamic type panics with "mem: T is not a pointer".
//
//so:extern memc_addr nodecay
func Addr(p any) unsafe.Pointer { return nil }

// CAlloc is a So Allocator over a C allocator.
type CAlloc struct{ C C }

// Err is the So error of a C error code other than errNone.
func Err(code int32) error {
	if code == errNoAlloc {
		return ErrNoAlloc
	}
	return ErrOutOfMemory
}

func result(r Result) (any, error) {
	if r.Err != errNone {
		return nil, Err(r.Err)
	}
	return r.Ptr, nil
}

func (a CAlloc) Alloc(size, align int) (any, error) { return result(AllocC(a.C, size, align)) }

func (a CAlloc) Realloc(ptr any, oldSize, newSize, align int) (any, error) {
	return result(ReallocC(a.C, Addr(ptr), oldSize, newSize, align))
}

func (a CAlloc) Free(ptr any, size, align int) { FreeC(a.C, Addr(ptr), size, align) }

// The direct path of mem's typed helpers (mem.AllocSlice, mem.FreeString and the others): a's
// methods with a pointer for the any, a nil a being System. When a holds a CAlloc (System, an
// Arena's or a Tracker's allocator) they call its C methods straight away, with no any to
// build and take apart and no error value unless the call fails; the Must forms return only
// the pointer, which comes back in a register where a pointer and an error go through memory.

// direct is the C allocator a calls, or the zero C (no methods) when a is a So implementation.
func direct(a Allocator) C {
	if a == nil {
		return System()
	}
	if ca, ok := a.(CAlloc); ok {
		return ca.C
	}
	return C{}
}

// AllocBlock is a.Alloc(size, align) as a pointer (nil with the error).
func AllocBlock(a Allocator, size, align int) (unsafe.Pointer, error) {
	if c := direct(a); c.methods != nil {
		r := AllocC(c, size, align)
		if r.Err != errNone {
			return nil, Err(r.Err)
		}
		return r.Ptr, nil
	}
	p, err := a.Alloc(size, align)
	if err != nil {
		return nil, err
	}
	return Addr(p), nil
}

// MustAllocBlock is AllocBlock panicking with the error. Its C path is written out, so that an
// allocation from System returns no error value at all.
func MustAllocBlock(a Allocator, size, align int) unsafe.Pointer {
	if c := direct(a); c.methods != nil {
		r := AllocC(c, size, align)
		if r.Err != errNone {
			panic(Err(r.Err))
		}
		return r.Ptr
	}
	p, err := AllocBlock(a, size, align)
	if err != nil {
		panic(err)
	}
	return p
}

// ReallocBlock is a.Realloc(ptr, oldSize, newSize, align) as a pointer (nil with the error;
// ptr is then unchanged).
func ReallocBlock(a Allocator, ptr unsafe.Pointer, oldSize, newSize, align int) (unsafe.Pointer, error) {
	if c := direct(a); c.methods != nil {
		r := ReallocC(c, ptr, oldSize, newSize, align)
		if r.Err != errNone {
			return nil, Err(r.Err)
		}
		return r.Ptr, nil
	}
	p, err := a.Realloc(ptr, oldSize, newSize, align)
	if err != nil {
		return nil, err
	}
	return Addr(p), nil
}

// MustReallocBlock is ReallocBlock panicking with the error.
func MustReallocBlock(a Allocator, ptr unsafe.Pointer, oldSize, newSize, align int) unsafe.Pointer {
	p, err := ReallocBlock(a, ptr, oldSize, newSize, align)
	if err != nil {
		panic(err)
	}
	return p
}

// FreeBlock is a.Free(ptr, size, align).
func FreeBlock(a Allocator, ptr unsafe.Pointer, size, align int) {
	if c := direct(a); c.methods != nil {
		FreeC(c, ptr, size, align)
		return
	}
	a.Free(ptr, size, align)
}

// ToC is the C face of the So allocator at self (an Allocator or a mem.Allocator, the same
// interface; nil: System) for as long as *self lives: its C allocator when it is one, otherwise
// a bridge to *self.
func ToC(self unsafe.Pointer) C {
	if c := direct(*(*Allocator)(self)); c.methods != nil {
		return c
	}
	return borrowed(self)
}

// ForObject is the C face of the So allocator at self (nil: System) for a C object that
// allocates its blocks while it is made and frees them later (conc.NewChan, conc.NewPool): its
// C allocator when it is one, otherwise a bridge that keeps the interface value in a header of
// every block. *self must hold it until the object is made, and no longer: self is a uintptr,
// so that the C object (which keeps the bridge's receiver but never uses it again) does not
// count as referring to the caller's frame.
//
// unsafe.Pointer(self) would be "possible misuse of unsafe.Pointer" (a uintptr not made in the
// same expression): unsafe.Add(nil, self) says that the address is taken on trust.
func ForObject(self uintptr) C {
	at := unsafe.Add(nil, self)
	if c := direct(*(*Allocator)(at)); c.methods != nil {
		return c
	}
	return owned(at)
}

// code is the C code of a So error.
func code(err error) int32 {
	if err == ErrNoAlloc {
		return errNoAlloc
	}
	return errOutOfMemory
}

func toResult(p any, err error) Result {
	if err != nil {
		return Result{Err: code(err)}
	}
	return Result{Ptr: Addr(p)}
}

// The Borrowed trampolines: self points to the So Allocator.

func BorrowedAlloc(self unsafe.Pointer, size, align int) Result {
	return toResult((*(*Allocator)(self)).Alloc(size, align))
}

func BorrowedRealloc(self, ptr unsafe.Pointer, oldSize, newSize, align int) Result {
	return toResult((*(*Allocator)(self)).Realloc(ptr, oldSize, newSize, align))
}

func BorrowedFree(self, ptr unsafe.Pointer, size, align int) {
	(*(*Allocator)(self)).Free(ptr, size, align)
}

// The Owned trampolines: a block is the header (the So Allocator, padded to the alignment)
// followed by what C asked for. The So allocator is asked for at least 8-byte alignment, the
// interface value's.

const ifaceSize = int(unsafe.Sizeof(Allocator(nil)))

func ownedAlign(align int) int { return max(align, 8) }

func headerSize(align int) int { return max(ownedAlign(align), ifaceSize) }

func OwnedAlloc(self unsafe.Pointer, size, align int) Result {
	a := *(*Allocator)(self)
	if size < 0 || align <= 0 || align&(align-1) != 0 {
		return Result{Err: errOutOfMemory}
	}
	h := headerSize(align)
	p, err := a.Alloc(size+h, ownedAlign(align))
	if err != nil {
		return Result{Err: code(err)}
	}
	base := Addr(p)
	*(*Allocator)(base) = a
	return Result{Ptr: unsafe.Add(base, h)}
}

func OwnedRealloc(self, ptr unsafe.Pointer, oldSize, newSize, align int) Result {
	if ptr == nil {
		return OwnedAlloc(self, newSize, align)
	}
	if newSize < 0 || oldSize < 0 || align <= 0 || align&(align-1) != 0 {
		return Result{Err: errOutOfMemory}
	}
	h := headerSize(align)
	base := unsafe.Add(ptr, -h)
	a := *(*Allocator)(base)
	p, err := a.Realloc(base, oldSize+h, newSize+h, ownedAlign(align))
	if err != nil {
		return Result{Err: code(err)}
	}
	return Result{Ptr: unsafe.Add(Addr(p), h)}
}

func OwnedFree(self, ptr unsafe.Pointer, size, align int) {
	if ptr == nil {
		return
	}
	base := unsafe.Add(ptr, -headerSize(align))
	a := *(*Allocator)(base)
	a.Free(base, size+headerSize(align), ownedAlign(align))
}
