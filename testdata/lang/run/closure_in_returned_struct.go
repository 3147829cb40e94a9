// A closure returned as a field of a struct value: it was a deliberate difference (an escape)
// until a value a function returns lived in its caller's frame (language.md section 3); now
// the closure and what it captured outlive newCounter in main's frame, and So prints what Go
// prints.
package main

type Counter struct {
	Next func() int
}

func newCounter() Counter {
	n := 0
	return Counter{Next: func() int {
		n++
		return n
	}}
}

func main() {
	c := newCounter()
	c.Next()
	println(c.Next())
}
