// Attack: a goto loop stores &v of a body-scoped variable in a global.
// UNSAFE: g keeps &v of f.
package main

var g *int

func f() {
	i := 0
again:
	v := i + 60
	g = &v
	i++
	if i < 2 {
		goto again
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
	f()
	clobber()
	println(*g)
}
