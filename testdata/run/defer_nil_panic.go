// A nil pointer dereference and a call of a nil function value panic with Go's message after
// the deferred calls; a nil func value that is deferred panics when it is called.
package main

type node struct{ next *node }

func walk(n *node, steps int) int {
	defer println("walk deferred", steps)
	if steps == 0 {
		return 0
	}
	return 1 + walk(n.next, steps-1)
}

func main() {
	var f func()
	defer println("main deferred")
	defer f()
	a := node{}
	b := node{next: &a}
	println(walk(&b, 1))
	println(walk(&b, 3))
}
