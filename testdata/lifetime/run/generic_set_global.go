// Attack: a generic setter Set[T](dst *T, v T) instantiated with T = *int and a package-level
// destination.
// UNSAFE: g keeps &v of f.
package main

var g *int

func Set[T any](dst *T, v T) { *dst = v }

func f() {
	v := 42
	Set(&g, &v)
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
