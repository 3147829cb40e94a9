// Attack: a variadic function assigns xs straight to a global.
// UNSAFE: g refers to f's implicit array.
package main

var g []string

func keep(xs ...string) { g = xs }

func f() { keep("a", "b") }

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
	println(g[0], g[1])
}
