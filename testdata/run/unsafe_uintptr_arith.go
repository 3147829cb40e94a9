// unsafe.Pointer(uintptr(p) + n): a uintptr turned back into a pointer in the expression that
// made it (Go's pattern 3, which go vet accepts), with + and - arithmetic, parentheses and
// chains; a pointer to a local returned through the round trip lives on (it is unsafe.Add).
package main

import "unsafe"

type pair struct {
	a, b int64
}

func second(p *pair) *int64 {
	return (*int64)(unsafe.Pointer(uintptr(unsafe.Pointer(p)) + unsafe.Offsetof(p.b)))
}

func first(q *int64) *int64 {
	return (*int64)(unsafe.Pointer(uintptr(unsafe.Pointer(q)) - 8))
}

func local() *int {
	v := 42
	return (*int)(unsafe.Pointer(uintptr(unsafe.Pointer(&v))))
}

func elem(xs *[4]int32, i int) *int32 {
	return (*int32)(unsafe.Pointer((uintptr(unsafe.Pointer(xs))) + uintptr(i)*unsafe.Sizeof(xs[0])))
}

func main() {
	p := pair{1, 2}
	println(*second(&p))
	*first(second(&p)) = 10
	println(p.a, p.b)
	println(*local())
	xs := [4]int32{5, 6, 7, 8}
	for i := 0; i < 4; i++ {
		println(*elem(&xs, i))
	}
	q := (*int64)(unsafe.Pointer(uintptr(unsafe.Pointer(&p)) + 8 - 8 + 8))
	*q = 20
	println(p.b)
}
