// Attack shape: a registry type from another package, the instance in main's frame.
// SAFE: main's registry and main's values share one frame.
package main

import "example.com/lt/lib"

func main() {
	var r lib.Registry
	a, b := 1, 2
	r.Add(&a)
	r.Add(&b)
	a = 10
	println(r.N, *r.First())
}
