// Attack: a method value bound to &local is stored in a package-level func variable.
// UNSAFE: the method value keeps the address of f's t.
package main

type T struct{ n int }

func (t *T) Get() int { return t.n }

var getter func() int

func f() {
	t := T{n: 707}
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
