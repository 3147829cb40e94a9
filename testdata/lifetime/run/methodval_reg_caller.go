// Attack: reg(h, t.Get) registers a method value whose receiver is a pointer to a local of the
// helper, into the caller's table.
// UNSAFE: main's table keeps a method value bound to setup's t.
package main

type T struct{ n int }

func (t *T) Get() int { return t.n }

type Handlers struct {
	fns [4]func() int
	k   int
}

func reg(h *Handlers, fn func() int) {
	h.fns[h.k] = fn
	h.k++
}

func setup(h *Handlers) {
	t := T{n: 606}
	reg(h, t.Get)
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
	println(h.fns[0]())
}
