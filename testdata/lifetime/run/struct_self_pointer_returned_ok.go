// Attack shape: a struct returned by value after pointing a field at its own other field; the
// caller only compares the pointer with nil.
// SAFE: the pointer is never dereferenced after mk returns.
package main

type S struct {
	v int
	p *int
}

func mk() S {
	s := S{v: 5}
	s.p = &s.v
	return s
}

func main() {
	s := mk()
	println(s.v, s.p != nil)
}
