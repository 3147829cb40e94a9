// ERROR: 14:17: p.sum undefined (type P has no field or method sum); 14:26: p.w undefined (type P has no field or method w)
// A defined pointer type (type P *T) has no methods: only the fields of T are selected through it.
package main

type point struct{ x, y int }

type P *point

func (p point) sum() int { return p.x + p.y }

func main() {
	var pt point
	var p P = &pt
	println(p.x, p.sum(), p.w)
}
