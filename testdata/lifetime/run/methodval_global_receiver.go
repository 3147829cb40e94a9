// Attack: a method value bound to a package-level receiver is stored in a package-level func
// variable.
// UNSAFE: the method value's environment (holding &counter) is made in f's frame, which has
// ended when main calls tick.
package main

type T struct{ n int }

func (t *T) Inc() int { t.n++; return t.n }

var counter T
var tick func() int

func f() { tick = counter.Inc }

func main() {
	f()
	tick()
	println(tick(), counter.n)
}
