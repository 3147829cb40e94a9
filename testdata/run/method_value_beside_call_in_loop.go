// A method value, a closure and a struct pointer made in a loop body, passed beside a call in
// one argument list: the values without calls are not hoisted, but the memory they are made in
// (the iteration's) must still be given its variable (found by the fuzzer: an internal error).
package main

type P struct{ n int }

func (p *P) Error() string {
	p.n++
	return "p"
}

func (p P) Get() int { return p.n }

func use(s string, f func() string, g func() int, q *P) {
	println(s, f(), g(), q.n)
}

func main() {
	var slot P
	for i := 0; i < 3; i++ {
		var e error = &slot
		k := i
		use(e.Error(), slot.Error, slot.Get, &P{n: k})
		use(e.Error(), func() string { return "lit" }, func() int { return k * 10 }, &slot)
	}
	println(slot.n)
}
