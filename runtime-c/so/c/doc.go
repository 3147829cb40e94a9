// Package c gives So programs C's scalar types and the helpers that bridge C's pointers and
// NUL-terminated strings with So's strings and slices.
//
// Exported API (the So declarations mirror exactly this; the C type each one stands for is in
// parentheses, the Go type it is under the Go toolchain on linux/amd64 and linux/arm64 after it):
//
//	Char (char)                int8 on amd64, uint8 on arm64 (C's char is signed on x86 and
//	                           unsigned on Linux arm64, arm, ppc64, s390x and riscv64)
//	ConstChar (const char)     the same as Char
//	SChar (signed char) int8   UChar (unsigned char) uint8
//	Short (short) int16        UShort (unsigned short) uint16
//	Int (int) int32            UInt (unsigned int) uint32
//	Long (long) int64          ULong (unsigned long) uint64
//	LongLong (long long) int64 ULongLong (unsigned long long) uint64
//	Float (float) float32      Double (double) float64      Bool (bool) bool
//	Size (size_t) uint         SSize (ssize_t) int
//	Ptrdiff (ptrdiff_t) int    Intptr (intptr_t) int        Uintptr (uintptr_t) uintptr
//
//	func Sizeof[T any]() int                  // sizeof(T)
//	func Alignof[T any]() int                 // _Alignof(T)
//	func Zero[T any]() T                      // (T){0}
//	func Assert(cond bool, msg string)        // panics with msg when cond is false
//	func Assume(cond bool)                    // a hint to the C compiler; Go checks it
//	func Alloca[T any](n int) *T              // n elements on the caller's stack
//	func PtrAs[T any](ptr any) *T             // (T*)ptr
//	func PtrAdd[T any](ptr *T, offset int) *T // ptr + offset (in elements)
//	func PtrAt[T any](ptr *T, index int) *T   // &ptr[index]
//	func Bytes(ptr *byte, n int) []byte       // a slice over n bytes at ptr; nil if ptr is nil
//	func Slice[T any](ptr *T, len, cap int) []T
//	func CString(s string) *Char              // s as a NUL-terminated C string
//	func String[T Char | ConstChar](ptr *T) string // a NUL-terminated C string as a string
//	func Raw(code string)                     // C statements, pasted as they are
//	func Val[T any](expr string) T            // a C expression of type T
//
// Under the Go toolchain (files built without the solod build tag) everything above works
// except Raw and Val, which hold C source that Go cannot run: they panic with a message that
// says so. There, Alloca allocates on Go's heap, CString returns a fresh NUL-terminated copy,
// Assume panics with "c: false assumption" when cond is false (in C a false assumption is
// undefined behaviour), and PtrAs accepts an any holding an unsafe.Pointer or a pointer of any
// type (what mem's allocators return). C's long double has no Go type of its width and is
// left out. solod builds with the solod tag, where the same names are C's own.
package c
