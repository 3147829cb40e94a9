// Attack shape: a linked list and its nodes all in main's frame.
// SAFE: everything shares one frame.
package main

type Elem struct {
	v    int
	next *Elem
}

type List struct{ head *Elem }

func (l *List) Insert(e *Elem) {
	e.next = l.head
	l.head = e
}

func main() {
	var l List
	a, b, c := Elem{v: 1}, Elem{v: 2}, Elem{v: 3}
	l.Insert(&a)
	l.Insert(&b)
	l.Insert(&c)
	for e := l.head; e != nil; e = e.next {
		println(e.v)
	}
}
