// Attack: a helper stores a slice argument through a pointer to a package-level slice.
// UNSAFE: the slice's backing array is f's make, dead once f returns.
package main

var g []int

func put(dst *[]int, s []int) { *dst = s }

func f() {
	s := make([]int, 3)
	s[0], s[1], s[2] = 1, 2, 3
	put(&g, s)
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
