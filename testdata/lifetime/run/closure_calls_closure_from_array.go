// Attack: a literal that stores a local into the caller's memory is kept in a local array of
// funcs, and a second literal calls every func of the array.
// UNSAFE: main's b.x keeps &local of fill.
package main

type box struct{ x *int }

func fill(b *box) {
	local := 17
	var steps [2]func()
	steps[0] = func() {}
	steps[1] = func() { b.x = &local }
	runAll := func() {
		for _, s := range steps {
			s()
		}
	}
	runAll()
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
