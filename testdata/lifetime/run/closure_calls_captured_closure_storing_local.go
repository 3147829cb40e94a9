// Attack: one literal stores a local into the caller's memory; another literal that captured
// the first calls it, and the helper calls only the second.
// UNSAFE: main's b.x keeps &local of fill.
package main

type box struct{ x *int }

func fill(b *box) {
	local := 13
	store := func() { b.x = &local }
	run := func() { store() }
	run()
}

func clobber() int {
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return y[0]
}

func main() {
	var b box
	fill(&b)
	clobber()
	println(*b.x)
}
