// ERROR: 6:6: invalid recursive type: Node refers to itself; 11:6: invalid recursive type: Ring refers to itself
// Static error: a struct type that contains itself by value (infinite size), directly and
// through an array.
package main

type Node struct {
	Val  int
	Next Node
}

type Ring struct {
	Slots [2]Ring
}

func main() {
	var n Node
	var r Ring
	println(n.Val, len(r.Slots))
}
