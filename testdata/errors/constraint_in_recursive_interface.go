// ERROR: 8:8: cannot use type Ordered outside a type constraint: interface contains type constraints; 9:8: cannot use type Ordered outside a type constraint: interface contains type constraints
// A constraint interface as a parameter or result type of a method of an interface that the
// others refer back to: the check postponed while the types are resolved still reports it.
package main

type Node interface {
	Next() Tree
	Key() Ordered
	Visit(Ordered) Node
}

type Tree interface {
	Node
	Root() Node
}

type Ordered interface{ ~int | ~string }

func main() {
	var n Node
	_ = n
}
