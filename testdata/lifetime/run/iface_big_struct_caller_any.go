// Attack: a struct too big to sit inline in an interface is boxed into the caller's `any`: the
// box is made in the helper's frame.
// UNSAFE: main's any points at fill's box.
package main

type Big struct{ a, b, c, d, e int }

func fill(dst *any) {
	*dst = Big{1, 2, 3, 4, 5}
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
	var x any
	fill(&x)
	clobber()
	b := x.(Big)
	println(b.a, b.c, b.e)
}
