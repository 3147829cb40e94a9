// Attack: the store is three packages down: main -> mid.Pass -> low.Store (a package-level
// variable of low).
// UNSAFE: low's variable keeps &v of f.
package main

import (
	"example.com/lt/low"
	"example.com/lt/mid"
)

func f() {
	v := 98
	mid.Pass(&v)
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
	println(low.Load())
}
