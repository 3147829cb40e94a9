//go:build solod

// The So declarations of package c: each scalar type is C's own (//so:extern names it; the Go
// definition gives So its size), and the helpers are So code over package unsafe, with small C
// functions (c_so.h). Alloca, Raw and Val are checked where they are called (the compiler's
// check/c_pkg.rs). Char is in char_signed_so.go and char_unsigned_so.go.
package c

import "unsafe"

//so:embed c_so.h
var header string

// C's scalar types with their widths on linux/amd64 and linux/arm64 (LP64).
type (
	// ConstChar is const char, the pointee of a C string that must not be written.
	//
	//so:extern const char
	ConstChar Char
	// SChar is signed char.
	//
	//so:extern signed char
	SChar int8
	// UChar is unsigned char.
	//
	//so:extern unsigned char
	UChar uint8
	// Short is short.
	//
	//so:extern short
	Short int16
	// UShort is unsigned short.
	//
	//so:extern unsigned short
	UShort uint16
	// Int is int.
	//
	//so:extern int
	Int int32
	// UInt is unsigned int.
	//
	//so:extern unsigned int
	UInt uint32
	// Long is long.
	//
	//so:extern long
	Long int64
	// ULong is unsigned long.
	//
	//so:extern unsigned long
	ULong uint64
	// LongLong is long long.
	//
	//so:extern long long
	LongLong int64
	// ULongLong is unsigned long long.
	//
	//so:extern unsigned long long
	ULongLong uint64
	// Float is float.
	//
	//so:extern float
	Float float32
	// Double is double.
	//
	//so:extern double
	Double float64
	// Bool is C's bool.
	//
	//so:extern bool
	Bool bool
	// Size is size_t.
	//
	//so:extern size_t
	Size uint
	// SSize is ssize_t.
	//
	//so:extern ssize_t
	SSize int
	// Ptrdiff is ptrdiff_t.
	//
	//so:extern ptrdiff_t
	Ptrdiff int
	// Intptr is intptr_t.
	//
	//so:extern intptr_t
	Intptr int
	// Uintptr is uintptr_t.
	//
	//so:extern uintptr_t
	Uintptr uintptr
)

// Sizeof returns the size of T in bytes.
func Sizeof[T any]() int {
	var v T
	return int(unsafe.Sizeof(v))
}

// Alignof returns the alignment of T in bytes.
func Alignof[T any]() int {
	var v T
	return int(unsafe.Alignof(v))
}

// Zero returns the zero value of T.
func Zero[T any]() T {
	var v T
	return v
}

// Assert panics with msg if cond is false.
func Assert(cond bool, msg string) {
	if !cond {
		panic(msg)
	}
}

// Assume tells the C compiler that cond always holds (a false cond is undefined behaviour).
//
//so:extern c_assume
func Assume(cond bool) { panic("implemented in C by c_so.h") }

// Alloca returns n zeroed elements of T in the frame of the function that calls it, valid
// until that function returns. The compiler makes each call c.Alloca[T](n) the expression
// unsafe.SliceData(make([]T, n)) where it stands (check/c_alloca.rs): a function cannot give
// its caller memory of its own frame. This body runs only for Alloca called through a func
// value.
func Alloca[T any](n int) *T {
	panic("c: Alloca called through a func value: it allocates in the frame that calls it")
}

// pointer is the pointer an interface value holds.
//
//so:extern c_pointer nodecay
func pointer(ptr any) unsafe.Pointer { panic("implemented in C by c_so.h") }

// PtrAs converts a raw pointer to *T. ptr holds an unsafe.Pointer (as mem's allocators return),
// nil, or a pointer of any type.
func PtrAs[T any](ptr any) *T {
	return (*T)(pointer(ptr))
}

// PtrAdd returns ptr moved by offset elements of T.
func PtrAdd[T any](ptr *T, offset int) *T {
	return (*T)(unsafe.Add(unsafe.Pointer(ptr), offset*Sizeof[T]()))
}

// PtrAt returns a pointer to element index of the array that ptr points into: &ptr[index].
func PtrAt[T any](ptr *T, index int) *T {
	return PtrAdd(ptr, index)
}

// Bytes returns the n bytes at ptr as a slice, without copying. It returns nil if ptr is nil.
func Bytes(ptr *byte, n int) []byte {
	if ptr == nil {
		return nil
	}
	return unsafe.Slice(ptr, n)
}

// Slice returns the memory at ptr as a slice of len elements with room for cap, without
// copying. It returns nil if ptr is nil.
func Slice[T any](ptr *T, len, cap int) []T {
	if ptr == nil {
		return nil
	}
	return unsafe.Slice(ptr, cap)[:len]
}

// CString returns s as a NUL-terminated C string, in the caller's frame until the caller
// returns (So copies a string passed to C there); for a constant s, the C string literal, which
// must not be written.
//
//so:extern c_cstring
func CString(s string) *Char { panic("implemented in C by c_so.h") }

// String returns the NUL-terminated C string at ptr as a string (not a copy: it refers to the
// C memory). It returns "" if ptr is nil.
func String[T Char | ConstChar](ptr *T) string {
	if ptr == nil {
		return ""
	}
	p := unsafe.Pointer(ptr)
	n := 0
	for *(*byte)(unsafe.Add(p, n)) != 0 {
		n++
	}
	return unsafe.String((*byte)(p), n)
}

// Raw pastes C statements, a constant string, into the generated C where it is called
// (check/c_pkg.rs). This body runs only for Raw called through a func value.
func Raw(code string) {
	panic("c: Raw called through a func value: its C code is pasted where Raw is called")
}

// Val is the C expression expr, a constant string, as a value of type T, pasted into the
// generated C where it is called (check/c_pkg.rs). This body runs only for Val called through
// a func value.
func Val[T any](expr string) T {
	panic("c: Val called through a func value: its C expression is pasted where Val is called")
}
