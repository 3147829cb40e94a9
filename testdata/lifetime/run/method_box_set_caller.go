// Attack: a function receives the caller's *Box and calls b.Set(&v) with its own local.
// UNSAFE: main's box keeps &v of fill.
package main

type Box struct{ p *int }

func (b *Box) Set(p *int) { b.p = p }

func fill(b *Box) {
	v := 9
	b.Set(&v)
}

func clobber() int {
	a := make([]int, 512)
	for i := range a {
		a[i] = -1
	}
	var b [64]int
	for i := range b {
		b[i] = -1
	}
	return a[0] + b[0]
}

func main() {
	var b Box
	fill(&b)
	clobber()
	println(*b.p)
}
