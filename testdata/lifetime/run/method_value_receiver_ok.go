// Attack shape: a method with a value receiver "stores" the argument in its copy of the box.
// SAFE: the receiver is a copy in the method's frame; nothing outlives f.
package main

type Box struct{ p *int }

func (b Box) With(p *int) int {
	b.p = p
	return *b.p * 2
}

var box Box

func f() int {
	v := 21
	return box.With(&v)
}

func main() {
	println(f(), box.p == nil)
}
