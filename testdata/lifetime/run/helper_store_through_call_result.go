// Attack: the store target is the result of a call that returns the address of a
// package-level pointer: *slot() = &v.
// UNSAFE: g keeps &v of f.
package main

var g *int

func slot() **int { return &g }

func f() {
	v := 100
	*slot() = &v
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
