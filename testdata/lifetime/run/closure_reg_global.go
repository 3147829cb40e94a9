// Attack: reg(h, func() int { return x }) stores a closure that captured f's local x in a
// package-level handler table.
// UNSAFE: the closure's environment and x live in f's frame.
package main

type Handlers struct {
	fns [4]func() int
	n   int
}

var h Handlers

func reg(h *Handlers, fn func() int) {
	h.fns[h.n] = fn
	h.n++
}

func f() {
	x := 73
	reg(&h, func() int { return x })
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
	println(h.fns[0]())
}
