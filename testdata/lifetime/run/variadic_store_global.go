// Attack: a variadic function stores its xs slice in a package-level variable: *dst = xs. The
// implicit slice is made in the caller's frame.
// UNSAFE: g refers to f's implicit variadic array.
package main

var g []int

func keep(dst *[]int, xs ...int) { *dst = xs }

func f() {
	keep(&g, 1, 2, 3)
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
	println(len(g), g[0], g[2])
}
