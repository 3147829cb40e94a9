// Attack: a recursive helper stores its argument at the bottom of the recursion.
// UNSAFE: g keeps &v of f after f returns.
package main

var g *int

func down(n int, p *int) {
	if n == 0 {
		g = p
		return
	}
	down(n-1, p)
}

func f() {
	v := 8
	down(3, &v)
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
	println(*g)
}
