// Names another package does not export: a function, a field and a method.
package main

import "example.com/ux/lib"

func main() {
	println(lib.helper())
	var t lib.T
	println(t.x)
	t.hidden()
}
