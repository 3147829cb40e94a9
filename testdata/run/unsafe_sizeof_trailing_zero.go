// Tests unsafe.Sizeof of structs that end in a zero-size field: Go pads them with a byte (then
// rounds to the alignment), so `struct{ a int32; b struct{} }` is 8 bytes; a struct of only
// zero-size fields stays 0 and a zero-size field in the middle adds nothing. The C layout
// agrees (the distance between array elements), and such structs still compare, hash as map
// keys and go into interfaces.
package main

import "unsafe"

type A struct {
	a int32
	b struct{}
}

type B struct {
	x int64
	e [0]int
}

type C struct {
	e struct{}
}

type D struct {
	a byte
	e struct{}
	b byte
}

type E struct {
	a A
	z struct{}
}

func main() {
	println(unsafe.Sizeof(A{}), unsafe.Sizeof(B{}), unsafe.Sizeof(C{}), unsafe.Sizeof(D{}), unsafe.Sizeof(E{}))
	var arr [3]A
	println(unsafe.Sizeof(arr), unsafe.Offsetof(A{}.b), unsafe.Alignof(A{}))
	d := uintptr(unsafe.Pointer(&arr[1])) - uintptr(unsafe.Pointer(&arr[0]))
	println("element distance", d, d == unsafe.Sizeof(A{}))
	var es [2]E
	de := uintptr(unsafe.Pointer(&es[1])) - uintptr(unsafe.Pointer(&es[0]))
	println("nested", de, de == unsafe.Sizeof(E{}))

	m := map[B]int{{x: 1}: 5, {x: 2}: 6}
	println("map", m[B{x: 1}], m[B{x: 2}], len(m))
	a, b := A{a: 3}, A{a: 3}
	println("equal", a == b, any(a) == any(b))
	s := make([]A, 4)
	s[3].a = 7
	println("slice", len(s), s[3].a)
}
