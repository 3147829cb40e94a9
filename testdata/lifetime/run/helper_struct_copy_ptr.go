// Attack: a helper copies a whole struct from a local into a global; the struct has a pointer
// field that points at another local.
// UNSAFE: g.next keeps &v of f.
package main

type Node struct {
	val  int
	next *int
}

var g Node

func put(dst *Node, src *Node) { *dst = *src }

func f() {
	v := 66
	n := Node{1, &v}
	put(&g, &n)
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
	f()
	clobber()
	println(g.val, *g.next)
}
