// Attack: a method value of a local is passed through a generic identity function and a
// helper that stores it in the caller's func variable.
// UNSAFE: main's variable holds a method value whose environment points into keep's dead frame.
package main

type Ctr struct{ n int }

func (c *Ctr) Get() int { return c.n }

func id[T any](x T) T { return x }

func store(dst *func() int, f func() int) { *dst = id(f) }

func keep(dst *func() int) {
	c := Ctr{n: 64}
	store(dst, c.Get)
}

func clobber() int {
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return y[0]
}

func main() {
	var f func() int
	keep(&f)
	clobber()
	println(f())
}
