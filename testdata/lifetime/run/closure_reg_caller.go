// Attack: a helper registers a capturing closure into the handler table its caller owns.
// UNSAFE: main's table keeps a closure over setup's x.
package main

type Handlers struct {
	fns [4]func() int
	n   int
}

func reg(h *Handlers, fn func() int) {
	h.fns[h.n] = fn
	h.n++
}

func setup(h *Handlers) {
	x := 5
	reg(h, func() int { x++; return x })
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
	var h Handlers
	setup(&h)
	clobber()
	println(h.fns[0](), h.fns[0]())
}
