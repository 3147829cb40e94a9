// Attack: a helper returns the pointer it was given and f stores the result in a global: the
// identity function hides the store.
// UNSAFE: g keeps &v of f.
package main

var g *int

func id(p *int) *int { return p }

func f() {
	v := 123
	g = id(&v)
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
