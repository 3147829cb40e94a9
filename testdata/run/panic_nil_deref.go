// Tests a run-time panic: dereferencing a nil struct pointer to read a field prints
// "runtime error: invalid memory address or nil pointer dereference" and exits with status 2.
package main

type Node struct {
	Val  int
	Next *Node
}

func main() {
	n := Node{Val: 1}
	println(n.Val, n.Next == nil)
	p := n.Next
	println(p.Val)
}
