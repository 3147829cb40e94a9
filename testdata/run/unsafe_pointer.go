// Package unsafe: Sizeof, Alignof and Offsetof as uintptr constants (types whose layout So
// shares with Go), unsafe.Pointer conversions to and from *T and uintptr, Add, Slice, String,
// StringData and SliceData.
package main

import "unsafe"

type header struct {
	tag   uint8
	size  int32
	count int64
	name  string
}

type outer struct {
	a byte
	header
	tail [3]uint16
}

const headerSize = unsafe.Sizeof(header{})

var buf [headerSize]byte

func main() {
	var h header
	println(unsafe.Sizeof(h), unsafe.Alignof(h), unsafe.Sizeof(h.tag), unsafe.Alignof(h.size))
	println(unsafe.Offsetof(h.tag), unsafe.Offsetof(h.size), unsafe.Offsetof(h.count), unsafe.Offsetof(h.name))
	var o outer
	println(unsafe.Sizeof(o), unsafe.Offsetof(o.header), unsafe.Offsetof(o.count), unsafe.Offsetof(o.tail))
	println(len(buf), unsafe.Sizeof([]int{}), unsafe.Sizeof(""), unsafe.Sizeof(uintptr(0)))

	xs := []int32{10, 20, 30, 40}
	p := unsafe.Pointer(&xs[0])
	third := (*int32)(unsafe.Add(p, 2*unsafe.Sizeof(xs[0])))
	*third = 33
	println(xs[2], *(*int32)(unsafe.Add(unsafe.Pointer(third), -4)))
	println(uintptr(p) != 0, p != nil, uintptr(unsafe.Pointer(third))-uintptr(p))

	tail := unsafe.Slice(&xs[1], 3)
	println(len(tail), cap(tail), tail[0], tail[2])
	println(unsafe.SliceData(xs) == &xs[0])
	var none *int32
	empty := unsafe.Slice(none, 0)
	println(empty == nil, len(empty))

	b := []byte("hello, unsafe")
	s := unsafe.String(&b[7], 6)
	println(s, len(s))
	d := unsafe.StringData(s)
	println(*d == 'u', unsafe.String(d, 3))
}
