// Tests memory passed to functions that keep it: a method that appends its argument to its
// receiver's slice, called in a loop with a new value each iteration (each must stay its own,
// not one reused block), a constructor keeping a string in an error value returned through
// another function, and a helper that stores one argument into memory another refers to.
package main

type T struct{ n int }

type Stack struct{ items []*T }

func (s *Stack) Push(v *T) { s.items = append(s.items, v) }

type strErr struct{ s string }

func (e strErr) Error() string { return e.s }

func mk(s string) error { return strErr{s} }

func build(n int) error {
	x := "value"
	for i := 0; i < n; i++ {
		x += "!"
	}
	return mk(x)
}

type holder struct{ p *T }

func keep(h *holder, p *T) { h.p = p }

func main() {
	s := Stack{items: make([]*T, 0, 4)}
	for i := 0; i < 3; i++ {
		x := &T{i}
		s.Push(x)
	}
	for _, it := range s.items {
		println(it.n)
	}
	err := build(3)
	var pad [4096]byte
	for i := range pad {
		pad[i] = 'x'
	}
	println(err.Error(), len(pad))
	hs := make([]holder, 3)
	for i := range hs {
		keep(&hs[i], &T{10 * i})
	}
	println(hs[0].p.n, hs[1].p.n, hs[2].p.n)
}
