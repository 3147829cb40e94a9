// Attack shape: tree.Add(&child) with both nodes in main's frame.
// SAFE: the tree and its children share one frame.
package main

type Node struct {
	val  int
	kids [4]*Node
	n    int
}

func (t *Node) Add(c *Node) {
	t.kids[t.n] = c
	t.n++
}

func (t *Node) Sum() int {
	s := t.val
	for i := 0; i < t.n; i++ {
		s += t.kids[i].Sum()
	}
	return s
}

func main() {
	root := Node{val: 1}
	a := Node{val: 2}
	b := Node{val: 3}
	a.Add(&b)
	root.Add(&a)
	println(root.Sum())
}
