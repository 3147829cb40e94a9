// Attack shape: another package's function returns fresh values (a pointer to its local, a
// concatenation) that main keeps.
// SAFE: returned values live in the caller's frame.
package main

import "example.com/lt/lib"

func main() {
	p := lib.NewInt(99)
	s := lib.Greet("so")
	q := lib.NewInt(100)
	println(*p, s, *q)
}
