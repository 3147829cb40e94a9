// Attack: the caller passes a pointer to a struct holding a pointer to another struct; the
// helper stores &local two hops away.
// UNSAFE: main's b.p keeps &v of link.
package main

type B struct{ p *int }
type A struct{ b *B }

func link(a *A) {
	v := 74
	a.b.p = &v
}

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = -1
	}
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return x[0] + y[0]
}

func main() {
	var b B
	a := A{b: &b}
	link(&a)
	clobber()
	println(*b.p)
}
