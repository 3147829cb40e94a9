// REJECT: escaping value: pointer into a local returned through a method result [pointer to a local|outlive]
// Valid Go that So rejects: the result of a method on a local points into the local (a field,
// the local itself as an error, a slice of an inline array), so returning it would outlive the
// frame. Each is reported, even though the result's type differs from the receiver's.
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
