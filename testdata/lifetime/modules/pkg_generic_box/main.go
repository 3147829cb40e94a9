// Attack: a generic Box[T] from another package, a package-level instance there, Put(&v).
// UNSAFE: lib.Ints keeps &v of f.
package main

import "example.com/lt/lib"

func f() {
	v := 95
	lib.Ints.Put(&v)
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
	println(*lib.Ints.Get())
}
