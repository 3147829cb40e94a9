// Attack: a generic function calls a constraint's method that stores its argument, with a
// package-level receiver.
// UNSAFE: holder.p keeps &v of f.
package main

type Holder interface{ Hold(p *int) }

type H struct{ p *int }

func (h *H) Hold(p *int) { h.p = p }

func keep[T Holder](h T, p *int) { h.Hold(p) }

var holder H

func f() {
	v := 2024
	keep(&holder, &v)
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
	f()
	clobber()
	println(*holder.p)
}
