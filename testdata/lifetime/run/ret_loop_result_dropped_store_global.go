// Attack: a loop in f stores each result of mk in a package-level array through a helper.
// UNSAFE: the results live in f's result memory (given back per iteration and at f's end).
package main

func mk(n int) *int {
	v := n
	return &v
}

var keep [3]*int

func put(i int, p *int) { keep[i] = p }

func f() {
	for i := 0; i < 3; i++ {
		put(i, mk(i+1))
	}
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
	println(*keep[0], *keep[1], *keep[2])
}
