// Attack: Set[T] with T = []int: a slice literal of f stored in a package-level slice.
// UNSAFE: g's backing array is f's literal.
package main

var g []int

func Set[T any](dst *T, v T) { *dst = v }

func f() {
	Set(&g, []int{7, 8, 9})
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
	println(g[0], g[1], g[2])
}
