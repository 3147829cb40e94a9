// Tests returning what a method on a local returns when it points into the local (the local as an
// error, a field, a slice of an inline array): the local lives in the caller's frame.
package main

type P struct {
	name string
	n    int
}

func (p *P) Error() string { return p.name }

func (p *P) self() error { return p }

func (p *P) field() *int { return &p.n }

func asError() error {
	p := P{name: "x"}
	return p.self()
}

func intoField() *int {
	p := P{name: "x"}
	return p.field()
}

type W struct{ arr [4]byte }

func (w *W) bytes() []byte { return w.arr[:] }

func intoArray() []byte {
	var w W
	return w.bytes()
}

func main() {
	println(asError().Error(), *intoField(), len(intoArray()))
}
