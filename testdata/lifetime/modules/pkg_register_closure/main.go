// Attack: a closure over f's local registered in another package's handler table.
// UNSAFE: lib's handler keeps a closure whose environment is f's frame.
package main

import "example.com/lt/lib"

func f() {
	n := 96
	lib.Handle(func() int { return n + 1 })
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
	println(lib.Fire())
}
