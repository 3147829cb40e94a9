// A string viewing an array's bytes through unsafe (unsafe.String of unsafe.SliceData), returned
// through two calls: the array lives on the result stack, as any returned value does.
package main

import "unsafe"

func view(buf []byte, n int) string {
	buf[0] = 'h'
	buf[1] = 'i'
	return unsafe.String(unsafe.SliceData(buf), n)
}

func wrap(buf []byte) string { return view(buf, 2) }

type V struct{ x int }

func (v *V) String() string {
	var b [48]byte
	return wrap(b[:])
}

func main() {
	v := &V{}
	s := v.String()
	var junk [100]byte
	for i := range junk {
		junk[i] = 'x'
	}
	println(s, junk[5])
}
