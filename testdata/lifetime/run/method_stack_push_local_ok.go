// Attack shape: Push(&v) onto a stack owned by the same frame as v.
// SAFE: stack and v share main's frame.
package main

type Stack struct {
	items [8]*int
	n     int
}

func (s *Stack) Push(p *int) {
	s.items[s.n] = p
	s.n++
}

func main() {
	var s Stack
	a, b := 1, 2
	s.Push(&a)
	s.Push(&b)
	b = 5
	println(s.n, *s.items[0], *s.items[1])
}
