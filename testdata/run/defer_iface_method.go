// defer of an interface method call: the receiver is evaluated at the defer statement (later
// assignments do not change it), and a nil interface panics there, running the pending defers.
package main

type S interface{ Show() }

type A struct{ n int }

func (a A) Show() { println("A", a.n) }

func main() {
	var s S = A{1}
	defer s.Show()
	s = A{2}
	defer s.Show()
	var z S
	defer z.Show()
	println("body")
}
