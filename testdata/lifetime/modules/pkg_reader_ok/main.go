// Attack shape: &local passed to another package's functions that only read through it.
// SAFE: nothing is kept.
package main

import "example.com/lt/lib"

func main() {
	arr := [3]int{1, 2, 3}
	v := 7
	println(lib.Sum(arr[:]), lib.Double(&v))
}
