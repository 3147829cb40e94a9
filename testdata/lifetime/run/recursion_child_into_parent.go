// Attack: each recursive frame stores the address of its local node into its caller's node
// (pointers from an older frame to a younger one); main walks the chain afterwards.
// UNSAFE: root.down points into build's dead frames.
package main

type Node struct {
	v    int
	down *Node
}

func build(n int, parent *Node) {
	node := Node{v: n}
	parent.down = &node
	if n > 0 {
		build(n-1, &node)
	}
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
	build(2, &root)
	clobber()
	s := 0
	for p := root.down; p != nil; p = p.down {
		s += p.v
	}
	println(s)
}
