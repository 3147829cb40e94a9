// REJECT: masking a pointer [misuse of unsafe.Pointer]
// unsafe.Pointer(uintptr(p) &^ 7) rounds a pointer down: valid Go that go vet accepts, but So
// takes a uintptr back only as unsafe.Add(p, n) (+ and - arithmetic), which masking is not.
package main

import "unsafe"

func main() {
	var x [2]int64
	p := unsafe.Pointer(&x[1])
	q := (*int64)(unsafe.Pointer(uintptr(p) &^ 7))
	println(*q)
}
