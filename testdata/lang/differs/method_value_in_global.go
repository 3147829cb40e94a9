// REJECT: escaping value: method value stored in a global [escape|outlive|frame|global|method value]
// Deliberate difference (language.md section 3): a method value whose receiver is a pointer
// to a local is stored in a package-level variable. Go prints 2; So must reject it.
package main

type Counter struct{ n int }

func (c *Counter) Inc() int {
	c.n++
	return c.n
}

var tick func() int

func start() {
	c := Counter{}
	tick = c.Inc
}

func main() {
	start()
	tick()
	println(tick())
}
