// Attack: return arr[:] of a local array through a helper that returns it again, kept by a
// function that stores it in a global.
// UNSAFE: g refers to memory of keep's frame.
package main

var g []int

func mk() []int {
	arr := [3]int{3, 2, 1}
	return arr[:]
}

func pass() []int { return mk() }

func keep() { g = pass() }

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
	keep()
	clobber()
	println(g[0], g[1], g[2])
}
