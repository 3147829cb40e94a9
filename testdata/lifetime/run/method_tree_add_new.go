// Attack: tree.Add(new(Node)) from a helper: new makes the node in the helper's frame.
// UNSAFE: the node made by new dies with grow.
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
	c := new(Node)
	c.val = 77
	root.Add(c)
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
	var root Node
	grow(&root)
	clobber()
	println(root.kids[0].val)
}
