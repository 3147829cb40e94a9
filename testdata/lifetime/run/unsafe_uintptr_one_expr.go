// Attack: the one-expression form: return (*int)(unsafe.Pointer(uintptr(unsafe.Pointer(&v)))).
// SAFE: solod reads the one-expression round trip as unsafe.Add(unsafe.Pointer(&v), 0), so the
// lifetime layer follows the pointer and v lives on the caller's result stack, as for return &v.
package main

import "unsafe"

func mk() *int {
	v := 68
	return (*int)(unsafe.Pointer(uintptr(unsafe.Pointer(&v))))
}

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = -1
	}
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return x[0] + y[0]
}

func main() {
	p := mk()
	clobber()
	println(*p)
}
