// Attack: a helper chooses between its two pointer arguments; one is the global's address.
// UNSAFE: the chosen target is &g; g keeps &v of f.
package main

var g *int

func choose(a, b **int, first bool) **int {
	if first {
		return a
	}
	return b
}

func f() {
	var local *int
	v := 57
	*choose(&local, &g, false) = &v
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
