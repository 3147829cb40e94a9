// ERROR: 15:26: invalid argument: t is not a selector expression; 16:23: invalid argument: n (variable of type int) is not a pointer; 17:24: cannot use &n (value of type *int) as *byte value in argument to unsafe.String; 18:27: invalid argument: length -1 (constant of type int) must not be negative; 19:25: cannot convert n (variable of type int) to type unsafe.Pointer; 20:11: invalid operation: cannot indirect p (variable of type unsafe.Pointer); 21:10: invalid operation: not enough arguments for unsafe.Add(p) (expected 2, found 1)
// Misuses of package unsafe that Go rejects: Offsetof of a non-selector, Slice of a
// non-pointer, String of a non-*byte pointer, a constant negative length, converting an int
// to unsafe.Pointer, dereferencing an unsafe.Pointer, and a wrong argument count.
package main

import "unsafe"

type T struct{ a, b int }

func main() {
	var t T
	var n int
	p := unsafe.Pointer(&t)
	println(unsafe.Offsetof(t))
	println(unsafe.Slice(n, 2))
	println(unsafe.String(&n, 2))
	println(unsafe.Slice(&n, -1))
	println(unsafe.Pointer(n))
	println(*p)
	println(unsafe.Add(p))
}
