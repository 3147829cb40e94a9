// Attack: a method value taken from an interface holding &local, stored in a package-level
// variable.
// UNSAFE: the method value's receiver is f's local.
package main

type Getter interface{ Get() int }

type T struct{ n int }

func (t *T) Get() int { return t.n }

var fn func() int

func f() {
	t := T{n: 515}
	var g Getter = &t
	fn = g.Get
}

func clobber() int {
	a := make([]int, 512)
	for i := range a {
		a[i] = -1
	}
	var b [64]int
	for i := range b {
		b[i] = -1
	}
	return a[0] + b[0]
}

func main() {
	f()
	clobber()
	println(fn())
}
