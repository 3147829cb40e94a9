// Attack shape: a constructor returns a struct that holds a buffer it allocated with mem; a
// helper stores pointers to its locals into the buffer, reads them and frees the buffer.
// SAFE: the buffer is the helper's alone (nothing else refers to it) and is read and freed
// before the helper returns.
package main

import "solod.dev/so/mem"

type list struct {
	a     mem.Allocator
	items []*int
	n     int
}

func newList(a mem.Allocator, size int) list {
	return list{a: a, items: mem.AllocSlice[*int](a, size, size)}
}

func (l *list) push(p *int) {
	l.items[l.n] = p
	l.n++
}

func (l *list) free() { mem.FreeSlice(l.a, l.items) }

func sum(k int) int {
	x, y := k, 2*k
	l := newList(nil, 4)
	defer l.free()
	l.push(&x)
	l.push(&y)
	x++
	total := 0
	for _, p := range l.items[:l.n] {
		total += *p
	}
	return total
}

func main() { println(sum(1), sum(20)) }
