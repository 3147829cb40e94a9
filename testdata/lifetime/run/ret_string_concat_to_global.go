// Attack: a concatenation returned by a helper is stored in a global by its caller.
// UNSAFE: the result lives in f's frame (result stack), freed when f returns.
package main

func join(a, b string) string { return a + "+" + b }

var last string

func f() { last = join("left", "right") }

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = -1
	}
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return x[0] + y[0]
}

func main() {
	f()
	clobber()
	println(last)
}
