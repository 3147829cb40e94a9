// Attack: a helper ranges over the caller's slice of node pointers and stores &local through
// each range value.
// UNSAFE: main's nodes keep &v of mark.
package main

type Node struct{ p *int }

func mark(nodes []*Node) {
	v := 95
	for _, n := range nodes {
		n.p = &v
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
	var x, y Node
	mark([]*Node{&x, &y})
	clobber()
	println(*x.p, *y.p)
}
