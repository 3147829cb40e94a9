// Attack: two mutually recursive helpers; one of them stores the pointer in a global.
// UNSAFE: g keeps &v of f.
package main

var g *int

func even(n int, p *int) {
	if n == 0 {
		g = p
		return
	}
	odd(n-1, p)
}

func odd(n int, p *int) { even(n-1, p) }

func f() {
	v := 12
	even(4, &v)
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
