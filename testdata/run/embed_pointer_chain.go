// Promotion through chains of embedded pointers, including a nil one (Go panics on the
// dereference).
package main

type Node struct {
	val int
}

func (n *Node) Val() int { return n.val }

type Wrap struct {
	*Node
}

type Wrap2 struct {
	*Wrap
}

func main() {
	n := Node{4}
	w := Wrap{&n}
	w2 := Wrap2{&w}
	println(w2.Val(), w2.val)
	w2.val = 5
	println(n.val)
	var empty Wrap2
	println(empty.Wrap == nil)
	println(empty.Val())
}
