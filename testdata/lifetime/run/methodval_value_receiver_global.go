// Attack: a method value of a value-receiver method is stored in a package-level func
// variable: the copy of the receiver is the method value's environment, made in f's frame.
// UNSAFE: getter's environment (the receiver copy) lives in f's frame.
package main

type T struct {
	n    int
	name string
}

func (t T) Get() int { return t.n + len(t.name) }

var getter func() int

func f() {
	t := T{n: 808, name: "xy"}
	getter = t.Get
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
	println(getter())
}
