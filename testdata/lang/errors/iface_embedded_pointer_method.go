// ERROR: 20:20: cannot use o (variable of struct type Outer) as Resetter value in variable declaration: Outer does not implement Resetter (method Reset has pointer receiver)
// Static error: Outer embeds Inner by value and Inner's method has a pointer receiver, so
// the method set of Outer (a value) lacks it; only *Outer implements the interface.
package main

type Resetter interface{ Reset() }

type Inner struct{ n int }

func (i *Inner) Reset() { i.n = 0 }

type Outer struct {
	Inner
}

func main() {
	o := Outer{Inner{3}}
	var r Resetter = &o // fine
	r.Reset()
	var r2 Resetter = o // not fine
	r2.Reset()
}
