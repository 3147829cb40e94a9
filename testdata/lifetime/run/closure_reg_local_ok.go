// Attack shape: reg(&h, func() int { return x }) where h and x are both main's.
// SAFE: the table, the closure and x all share main's frame.
package main

type Handlers struct {
	fns [4]func() int
	n   int
}

func reg(h *Handlers, fn func() int) {
	h.fns[h.n] = fn
	h.n++
}

func main() {
	var h Handlers
	x := 1
	reg(&h, func() int { return x * 10 })
	x = 4
	println(h.fns[0]())
}
