// Attack: lib.Set(&lib.G, &v): a helper of another package stores through the address of that
// package's exported variable.
// UNSAFE: lib.G keeps &v of f.
package main

import "example.com/lt/lib"

func f() {
	v := 94
	lib.Set(&lib.G, &v)
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
	println(*lib.G)
}
