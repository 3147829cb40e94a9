// Attack: a function of another package stores its argument in that package's variable.
// UNSAFE: lib's last keeps f's slice literal.
package main

import "example.com/lt/lib"

func f() {
	lib.Remember([]int{92, 93})
}

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
	s := lib.Last()
	println(s[0], s[1])
}
