// ERROR: 6:11: instantiation cycle:
// A generic type that refers to itself with a type argument built from its own type parameter:
// instances without end (the checker hung before; a fuzz finding).
package main

type Node[T any] struct {
	val  T
	next *Node[[][]T]
}

func main() {
	var n Node[int]
	println(n.val, n.next == nil)
}
