// Attack shape: reg(h, fn) with a top-level function into a package-level table.
// SAFE: a top-level function has no environment.
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

func seven() int { return 7 }

func f() { reg(&h, seven) }

func main() {
	f()
	println(h.fns[0]())
}
