// Attack: a closure assigns the address of a variable the enclosing function declared to a
// package-level pointer.
// UNSAFE: x is f's variable; g keeps &x.
package main

var g *int

func f() {
	x := 31
	set := func() { g = &x }
	set()
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
	println(*g)
}
