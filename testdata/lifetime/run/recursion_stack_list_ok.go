// Attack shape: each recursive frame links its local node to its caller's node (a list on the
// stack) and the deepest frame walks it.
// SAFE: every pointer goes from a younger frame to an older one.
package main

type Node struct {
	v  int
	up *Node
}

func build(n int, parent *Node) int {
	node := Node{v: n, up: parent}
	if n == 0 {
		s := 0
		for p := &node; p != nil; p = p.up {
			s += p.v
		}
		return s
	}
	return build(n-1, &node)
}

func main() { println(build(4, nil)) }
