// VET: 14:16: possible misuse of unsafe.Pointer; 20:6: possible misuse of unsafe.Pointer; 21:6: possible misuse of unsafe.Pointer; 22:6: possible misuse of unsafe.Pointer; 23:6: possible misuse of unsafe.Pointer; 24:6: possible misuse of unsafe.Pointer
// A uintptr turned back into a pointer must come from unsafe.Pointer in the same expression
// (go vet's unsafeptr): not a variable, a call, a constant, or the pointer on the right of
// the arithmetic or in both operands.
package main

import "unsafe"

func addr() uintptr { return 8 }

func f() *int {
	v := 42
	u := uintptr(unsafe.Pointer(&v))
	return (*int)(unsafe.Pointer(u))
}

func main() {
	var x int64
	p := unsafe.Pointer(&x)
	_ = unsafe.Pointer(addr())
	_ = unsafe.Pointer(uintptr(0))
	_ = unsafe.Pointer(8 + uintptr(p))
	_ = unsafe.Pointer(uintptr(p) + uintptr(p))
	_ = unsafe.Pointer(uintptr(p) * 1)
	println(*f())
}
