// Attack shape: Set[T] into a package-level destination, with T = int.
// SAFE: an int refers to no memory.
package main

var g int

func Set[T any](dst *T, v T) { *dst = v }

func f() {
	v := 42
	Set(&g, v)
}

func main() {
	f()
	println(g)
}
