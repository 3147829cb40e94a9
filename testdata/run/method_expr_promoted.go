// Method expressions of promoted methods and of interface methods.
package main

type Inner struct{ n int }

func (i Inner) Get() int         { return i.n }
func (i *Inner) Add(k int)       { i.n += k }
func (i Inner) Pair() (int, int) { return i.n, -i.n }

type Outer struct {
	Inner
	tag string
}

type Getter interface{ Get() int }

func apply(f func(Outer) int, o Outer) int { return f(o) }

func main() {
	o := Outer{Inner{3}, "t"}
	get := Outer.Get
	println(get(o), apply(Outer.Get, o))
	add := (*Outer).Add
	add(&o, 4)
	println(o.n)
	pget := (*Outer).Get
	println(pget(&o))
	ig := Getter.Get
	println(ig(o), ig(Inner{9}))
	a, b := Outer.Pair(o)
	println(a, b)
}
