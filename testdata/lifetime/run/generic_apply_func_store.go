// Attack: a generic Apply[T](x T, fn func(T)) given &local and a function that stores its
// argument in a package-level variable.
// UNSAFE: g keeps &v of f.
package main

var g *int

func keep(p *int) { g = p }

func Apply[T any](x T, fn func(T)) { fn(x) }

func f() {
	v := 94
	Apply(&v, keep)
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
