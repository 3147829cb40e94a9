// Attack: a stack type with Push(*int) into a fixed array; a helper pushes &local onto the
// caller's stack.
// UNSAFE: main's stack keeps &v of work.
package main

type Stack struct {
	items [8]*int
	n     int
}

func (s *Stack) Push(p *int) {
	s.items[s.n] = p
	s.n++
}

func (s *Stack) Top() *int { return s.items[s.n-1] }

func work(s *Stack) {
	v := 314
	s.Push(&v)
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
	var s Stack
	work(&s)
	clobber()
	println(s.n, *s.Top())
}
