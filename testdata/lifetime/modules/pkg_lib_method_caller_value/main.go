// Attack: another package's method stores a pointer into the receiver; main's helper calls it
// on main's value with the helper's own local.
// UNSAFE: main's list keeps &v of fill.
package main

import "example.com/lt/lib"

func fill(l *lib.List) {
	v := 101
	l.Push(&v)
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
	var l lib.List
	fill(&l)
	clobber()
	println(*l.Top())
}
