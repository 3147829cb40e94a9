// Tests returning a function literal that captures a local (a counter): the closure and the
// variable it captured live on the result stack, in the caller's frame.
package main

func counter() func() int {
	n := 0
	return func() int {
		n++
		return n
	}
}

func main() {
	next := counter()
	println(next(), next())
}
