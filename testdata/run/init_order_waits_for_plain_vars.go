// Package-level variables without an initializer, or with a constant one, still take their
// turn in Go's initialization order: a declaration that refers to one declared further down
// waits until declaration order reaches that variable, so the ready declarations in between
// run first (the spec's rule; Go's fixedbugs/issue43444). A reference through a function body
// counts too.
package main

var first = note("first", later)
var second = note("second", 0)
var third = note("third", counted)
var viaFunc = note("viaFunc", readLast())
var later int
var counted = 7
var fourth = note("fourth", 0)
var last = "end"

func note(name string, v int) int {
	println(name, v)
	return v
}

func readLast() int { return len(last) }

func main() {
	println("main", first, second, third, fourth, viaFunc)
}
