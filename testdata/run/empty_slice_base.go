// An empty result of slicing keeps the operand's base pointer instead of pointing one past the
// end (Go's slicecap.go); unsafe.StringData of "" is nil, of an empty substring it is not (Go's
// fixedbugs/issue59293).
package main

import "unsafe"

var hello = "hello"
var bytes = []byte{1, 2, 3, 4, 5}
var ints = []int32{1, 2, 3, 4, 5}

func base(s string) uintptr  { return uintptr(unsafe.Pointer(unsafe.StringData(s))) }
func bbase(s []byte) uintptr { return uintptr(unsafe.Pointer(unsafe.SliceData(s))) }
func ibase(s []int32) uintptr {
	return uintptr(unsafe.Pointer(unsafe.SliceData(s)))
}

func main() {
	five := len(hello)
	x := hello
	println("string x[5:]", base(x[5:])-base(x))
	println("string x[five:five]", base(x[five:five])-base(x))
	println("string x[1:][2:][2:]", base(x[1:][2:][2:])-base(x))
	println("string x[2:4]", base(x[2:4])-base(x))
	println("string x[3:3]", base(x[3:3])-base(x))

	b := bytes
	println("bytes b[5:]", bbase(b[5:])-bbase(b))
	println("bytes b[2:2]", bbase(b[2:2])-bbase(b))
	println("bytes b[2:2:2]", bbase(b[2:2:2])-bbase(b))
	println("bytes b[1:][2:][2:]", bbase(b[1:][2:][2:])-bbase(b))
	println("bytes b[3:]", bbase(b[3:])-bbase(b))

	n := ints
	println("ints n[five:]", ibase(n[five:])-ibase(n))
	println("ints n[4:]", ibase(n[4:])-ibase(n))

	var arr [4]int
	println("array arr[4:]", uintptr(unsafe.Pointer(unsafe.SliceData(arr[4:])))-uintptr(unsafe.Pointer(&arr)))

	var z string
	println(unsafe.StringData("") == nil, unsafe.StringData(z) == nil, unsafe.StringData(hello[5:]) == nil)
	println(unsafe.SliceData([]byte(nil)) == nil, unsafe.SliceData(bytes[5:]) == nil)
}
