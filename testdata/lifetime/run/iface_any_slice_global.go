// Attack: a package-level []any with room; f stores a boxed big struct into it.
// UNSAFE: items[0]'s box is f's frame.
package main

type Big struct{ a, b, c, d int }

var store [2]any
var items = store[:]

func f() {
	items[0] = Big{4, 3, 2, 1}
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
	println(items[0].(Big).a)
}
