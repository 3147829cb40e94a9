// Attack: a variadic of pointers: keepAll(&g, &a, &b) stores the whole slice.
// UNSAFE: the slice and the pointers in it are f's.
package main

var g []*int

func keepAll(dst *[]*int, ps ...*int) { *dst = ps }

func f() {
	a, b := 1, 2
	keepAll(&g, &a, &b)
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
	println(*g[0], *g[1])
}
