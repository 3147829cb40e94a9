// Attack: tree.Add(&child) where the child node is a local of a helper and the tree is the
// caller's.
// UNSAFE: root.kids[0] points at grow's local node.
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

func grow(root *Node) {
	child := Node{val: 55}
	root.Add(&child)
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
	root := Node{val: 1}
	grow(&root)
	clobber()
	println(root.n, root.kids[0].val)
}
