// A dereference of a conversion to a pointer to a composite type, *(*[]byte)(p),
// *(*map[K]V)(p), *(*func() int)(p), *(*[2]int)(p), *(*struct{...})(p): the `*` applies to
// the conversion's result. It was read as a conversion to the type **[]byte.
package main

import "unsafe"

type pair struct{ a, b int }

func main() {
	b := []byte{1, 2, 3}
	s := *(*[]byte)(unsafe.Pointer(&b))
	m := map[string]int{"x": 2}
	mm := *(*map[string]int)(unsafe.Pointer(&m))
	f := func() int { return 7 }
	ff := *(*func() int)(unsafe.Pointer(&f))
	arr := [2]int{4, 5}
	aa := *(*[2]int)(unsafe.Pointer(&arr))
	st := struct{ x, y int }{8, 9}
	ss := *(*struct{ x, y int })(unsafe.Pointer(&st))
	p := pair{10, 11}
	pp := *(*pair)(unsafe.Pointer(&p))
	// Through a pointer to a pointer.
	bp := &b
	s2 := *(*[]byte)(unsafe.Pointer(*(**[]byte)(unsafe.Pointer(&bp))))
	println(len(s), s[2], mm["x"], ff(), aa[1], ss.y, pp.b, len(s2))
}
