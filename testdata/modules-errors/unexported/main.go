// Names another package does not export: a function, a field, a method, and fields set by
// struct literals (keyed and not).
package main

import "example.com/ux/lib"

func main() {
	println(lib.helper())
	var t lib.T
	println(t.x)
	t.hidden()
	u := lib.T{x: 1}
	w := lib.T{2}
	println(u.Y, w.Y)
}
