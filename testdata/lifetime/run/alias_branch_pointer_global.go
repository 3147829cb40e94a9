// Attack: q := &local; if c { q = &g }; *q = &v: the pointer may be the global.
// UNSAFE: with c true, g keeps &v of f.
package main

var g *int

func f(c bool) {
	var local *int
	q := &local
	if c {
		q = &g
	}
	v := 51
	*q = &v
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
	f(len("x") == 1)
	clobber()
	println(*g)
}
