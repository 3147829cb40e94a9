// A function literal may store the value of a variable it captured in a package-level
// variable when that value is not the enclosing function's memory: here slices of a
// package-level array, captured by reference and by a parameter, and a string constant.
package main

var g []int
var garr [4]int
var name string

func fill() {
	buf := garr[:]
	set := func() { g = buf }
	set()
	buf[0] = 7
}

func keep(p []int, s string) {
	f := func() {
		g = p
		name = s
	}
	f()
}

func main() {
	fill()
	println(g[0], len(g))
	keep(garr[1:], "const")
	g[0] = 9
	println(garr[1], len(g), name)
}
