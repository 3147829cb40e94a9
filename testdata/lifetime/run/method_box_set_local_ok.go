// Attack shape: box.Set(&v) where the box is a local of the same frame as v.
// SAFE: the receiver lives exactly as long as v.
package main

type Box struct{ p *int }

func (b *Box) Set(p *int) { b.p = p }
func (b *Box) Get() int   { return *b.p }

func main() {
	var box Box
	v := 42
	box.Set(&v)
	v = 43
	println(box.Get())
}
