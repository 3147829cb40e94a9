// ERROR: 16:7: cannot use t (variable of struct type Tally) as Counter value in argument to bump: Tally does not implement Counter (method Inc has pointer receiver)
// Static error: the method is declared on the pointer type, so the value type does not
// implement the interface; Go says the method has a pointer receiver.
package main

type Counter interface{ Inc() }

type Tally struct{ n int }

func (t *Tally) Inc() { t.n++ }

func bump(c Counter) { c.Inc() }

func main() {
	var t Tally
	bump(t)
	println(t.n)
}
