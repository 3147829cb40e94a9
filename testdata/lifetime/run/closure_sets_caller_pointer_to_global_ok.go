// Attack shape: a literal stores the address of a package-level variable through a pointer
// the helper was given, and the helper's caller reads it.
// SAFE: package-level memory outlives every frame.
package main

type box struct{ x *int }

var gv = 19

func fill(b *box) {
	q := b
	set := func() { q.x = &gv }
	set()
}

func main() {
	var b box
	fill(&b)
	gv++
	println(*b.x)
}
