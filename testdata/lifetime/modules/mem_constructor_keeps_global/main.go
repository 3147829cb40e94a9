// Attack: a constructor allocates an object with mem, keeps it in a package-level variable
// too and returns it; the caller stores the address of its local into the object.
// UNSAFE: last.p keeps &v of fill after fill returns.
package main

import "solod.dev/so/mem"

type cell struct{ p *int }

var last *cell

func newCell() *cell {
	c := mem.Alloc[cell](nil)
	last = c
	return c
}

func fill() {
	v := 23
	c := newCell()
	c.p = &v
}

func clobber() int {
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return y[0]
}

func main() {
	fill()
	clobber()
	println(*last.p)
}
