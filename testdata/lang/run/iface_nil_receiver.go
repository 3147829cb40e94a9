// Tests method calls through interfaces holding nil pointers: a pointer-receiver method that
// handles a nil receiver works, the interface is not nil; then a method call on a nil
// interface value panics with Go's nil pointer dereference message.
package main

type Node struct {
	val  int
	next *Node
}

type Lener interface{ Len() int }

func (n *Node) Len() int {
	if n == nil {
		return 0
	}
	return 1 + n.next.Len()
}

func measure(l Lener) int {
	defer println("measure: deferred")
	return l.Len()
}

func main() {
	c := Node{3, nil}
	b := Node{2, &c}
	a := Node{1, &b}
	println(measure(&a), measure(&c))
	var empty *Node
	var l Lener = empty
	println(l != nil, measure(l))
	l = nil
	println(l == nil)
	println(measure(l))
}
