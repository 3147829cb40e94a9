// Attack shape: main stores a closure over its local in a package-level func variable; helpers
// call it.
// SAFE: the closure and what it captured live in main's frame, which outlives every call.
package main

var hook func() int

func fire() int { return hook() }

func main() {
	n := 5
	hook = func() int { n++; return n }
	fire()
	println(fire())
}
