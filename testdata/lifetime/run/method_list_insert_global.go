// Attack: a linked list at package level; Insert links a node made in the caller.
// UNSAFE: list.head points at f's node.
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

var list List

func f() {
	e := Elem{v: 3}
	list.Insert(&e)
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
	f()
	clobber()
	println(list.head.v)
}
