// Tests returning the address of a local variable: the variable lives on the result stack, in the
// caller's frame.
package main

type Counter struct{ N int }

func newCounter() *Counter {
	c := Counter{N: 1}
	return &c
}

func main() {
	println(newCounter().N)
}
