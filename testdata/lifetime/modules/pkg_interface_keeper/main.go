// Attack: another package's exported interface variable holds a keeper; main's helper calls
// Keep(&v) through it.
// UNSAFE: the keeper (package-level in lib) keeps &v of f.
package main

import "example.com/lt/lib"

func f() {
	v := 97
	lib.K.Keep(&v)
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
	println(lib.Kept())
}
