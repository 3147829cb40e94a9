// Attack: lib.R.Add(&v): a method of another package's package-level registry stores the
// pointer.
// UNSAFE: lib.R keeps &v of f.
package main

import "example.com/lt/lib"

func f() {
	v := 91
	lib.R.Add(&v)
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
	println(lib.R.N, *lib.R.First())
}
