// Tests deferred method calls: a value receiver is copied when the defer statement runs, a
// pointer receiver sees later changes, a receiver expression (a pointer variable reassigned
// later) is evaluated at the defer, method values and method expressions can be deferred,
// and deferred methods of an interface value dispatch on the dynamic type at defer time.
package main

type Acc struct {
	name string
	n    int
}

func (a Acc) Show()      { println("value", a.name, a.n) }
func (a *Acc) ShowPtr()  { println("pointer", a.name, a.n) }
func (a *Acc) Add(k int) { a.n += k }

type Shower interface{ Show() }

type Other struct{}

func (Other) Show() { println("Other.Show") }

func main() {
	a := Acc{"a", 1}
	defer a.Show()
	defer a.ShowPtr()
	a.n = 2

	p := &a
	b := Acc{"b", 10}
	defer p.ShowPtr() // receiver p evaluated now: points to a
	p = &b
	p.Add(5)

	f := a.Show // method value copies a now (n == 2)
	defer f()
	a.n = 3

	defer (*Acc).Add(&a, 100) // runs before the ShowPtr defers above
	defer Acc.Show(b)

	var s Shower = a
	defer s.Show() // Acc with n == 3
	s = Other{}
	defer s.Show()

	defer a.Add(a.n) // argument evaluated now: 3
	println("body end", a.n, b.n)
}
