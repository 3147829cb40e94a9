// Attack: a helper stores a string built in f (a concatenation) through a pointer to a global.
// UNSAFE: the concatenation's bytes live in f's frame.
package main

var g string

func put(dst *string, s string) { *dst = s }

func f(a, b string) {
	put(&g, a+"-"+b)
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
	f("left", "right")
	clobber()
	println(g)
}
