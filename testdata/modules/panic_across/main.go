// A run-time panic in another package: the deferred calls of both packages' functions run,
// innermost first, then the panic ends the program with exit status 2.
package main

import "example.com/pa/safe"

func main() {
	defer println("deferred in main")
	println(safe.At(1))
	println(safe.At(7))
	println("not reached")
}
