// Attack: a literal stores a local of the function that made it through a local pointer to a
// package-level variable.
// UNSAFE: g.x keeps &local of fill.
package main

type box struct{ x *int }

var g box

func fill() {
	local := 11
	p := &g
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
	fill()
	clobber()
	println(*g.x)
}
