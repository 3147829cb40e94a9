// Attack: a big struct boxed into a package-level `any`.
// UNSAFE: the box is f's frame memory.
package main

type Big struct{ a, b, c, d, e int }

var sink any

func f(n int) {
	sink = Big{n, n + 1, n + 2, n + 3, n + 4}
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
	f(10)
	clobber()
	b := sink.(Big)
	println(b.a, b.e)
}
