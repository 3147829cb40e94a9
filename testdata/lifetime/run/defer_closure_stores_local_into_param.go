// Attack: a deferred literal stores the helper's local into the memory its pointer parameter
// points to, when the helper returns.
// UNSAFE: main's b.x keeps &local of fill.
package main

type box struct{ x *int }

func fill(b *box) {
	local := 7
	defer func() { b.x = &local }()
	local++
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
