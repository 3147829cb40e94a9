// A returned pointer to a local takes along the memory the local refers to: a slice made in
// the function and stored in the local's field, a local it points to, and the elements of a
// returned slice literal, at any depth, all live in the caller's frame.
package main

type T struct {
	s    []byte
	next *T
}

func withSlice() *T {
	var d T
	d.s = make([]byte, 4)
	d.s[0] = 'x'
	return &d
}

func chain() *T {
	var a, b T
	b.s = make([]byte, 2)
	b.s[1] = 'y'
	a.next = &b
	return &a
}

func elems() []*int {
	x, y := 7, 8
	return []*int{&x, &y}
}

func fromSlice() *int {
	z := 42
	s := []*int{&z}
	return s[0]
}

// Overwrites the stack where the frames above were.
func clobber() int {
	var a [256]int
	for i := range a {
		a[i] = i * 7
	}
	return a[3] + a[200]
}

func main() {
	p := withSlice()
	q := chain()
	e := elems()
	z := fromSlice()
	println(clobber())
	println(p.s[0], len(p.s), q.next.s[1], *e[0], *e[1], *z)
}
