// Attack: a helper copies its pointer parameter into a local, and a literal that captured the
// local stores the helper's own local through it.
// UNSAFE: main's b.x keeps &local of fill.
package main

type box struct{ x *int }

func fill(b *box) {
	local := 5
	p := b
	func() { p.x = &local }()
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
