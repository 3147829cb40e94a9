// REJECT: escaping value: function literal returned inside a struct [escape|outlive|frame]
// Deliberate difference (language.md section 3): the closure is a field of a struct value
// that is returned, which lets it outlive the frame of newCounter. Go prints 2; So must
// reject it with the escape diagnostic.
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
