// Attack: a generic Stack[T] of the caller gets Push(&local) from a helper.
// UNSAFE: main's stack keeps &v of fill.
package main

type Stack[T any] struct {
	items [4]T
	n     int
}

func (s *Stack[T]) Push(v T) {
	s.items[s.n] = v
	s.n++
}

func (s *Stack[T]) Pop() T {
	s.n--
	return s.items[s.n]
}

func fill(s *Stack[*int]) {
	v := 10
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
	var s Stack[*int]
	fill(&s)
	clobber()
	println(*s.Pop())
}
