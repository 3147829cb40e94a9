//go:build !solod

package c

import (
	"fmt"
	"reflect"
	"unsafe"
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

// Assume tells the C compiler that cond always holds. Under Go it is checked: a false cond
// panics with "c: false assumption".
func Assume(cond bool) {
	if !cond {
		panic("c: false assumption")
	}
}

// Alloca returns n zeroed elements of T on the caller's stack, valid until the caller returns
// (under Go they come from Go's heap). For n == 0 it returns a pointer to no elements, not nil,
// as So's unsafe.SliceData(make([]T, 0)) does; for n < 0 (where So panics) nil.
func Alloca[T any](n int) *T {
	if n < 0 {
		return nil
	}
	return unsafe.SliceData(make([]T, n))
}

// PtrAs converts a raw pointer to *T. ptr holds an unsafe.Pointer (as mem's allocators return),
// nil, or a pointer of any type.
func PtrAs[T any](ptr any) *T {
	switch p := ptr.(type) {
	case nil:
		return nil
	case unsafe.Pointer:
		return (*T)(p)
	case *T:
		return p
	}
	v := reflect.ValueOf(ptr)
	if k := v.Kind(); k == reflect.Pointer || k == reflect.UnsafePointer {
		return (*T)(v.UnsafePointer())
	}
	panic(fmt.Sprintf("c: PtrAs of %T, which is not a pointer", ptr))
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

// CString returns s as a NUL-terminated C string. In So it lives on the caller's stack until
// the caller returns; under Go it is a fresh copy on Go's heap.
func CString(s string) *Char {
	b := make([]byte, len(s)+1)
	copy(b, s)
	return (*Char)(unsafe.Pointer(&b[0]))
}

// String returns the NUL-terminated C string at ptr as a string (a copy under Go). It returns
// "" if ptr is nil.
func String[T Char | ConstChar](ptr *T) string {
	if ptr == nil {
		return ""
	}
	p := unsafe.Pointer(ptr)
	n := 0
	for *(*byte)(unsafe.Add(p, n)) != 0 {
		n++
	}
	return string(unsafe.Slice((*byte)(p), n))
}

// Raw pastes C statements into the generated C. Go cannot run C, so under Go it panics.
func Raw(code string) {
	panic("c: Raw holds C code, which runs only in a program built by solod: " + code)
}

// Val is a C expression of type T. Go cannot evaluate C, so under Go it panics.
func Val[T any](expr string) T {
	panic("c: Val holds a C expression, which runs only in a program built by solod: " + expr)
}
