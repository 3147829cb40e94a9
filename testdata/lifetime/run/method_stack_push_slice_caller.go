// Attack: a stack backed by a slice with capacity; Push appends within capacity; a helper
// pushes &local onto the caller's stack.
// UNSAFE: the element written by append into main's backing array is &v of work.
package main

type Stack struct{ items []*int }

func (s *Stack) Push(p *int) { s.items = append(s.items, p) }

func work(s *Stack) {
	v := 271
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
	s := Stack{items: make([]*int, 0, 4)}
	work(&s)
	clobber()
	println(len(s.items), *s.items[0])
}
