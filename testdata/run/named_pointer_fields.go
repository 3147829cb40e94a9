// Tests selecting fields through a defined pointer type (type P *T): x.f is (*x).f for a field
// of T, promoted fields included, for reading, writing and taking the address.
package main

type inner struct{ z int }

type point struct {
	x, y int
	inner
}

type P *point

type PP P

func (p point) sum() int { return p.x + p.y + p.z }

func move(p P, dx int) {
	p.x += dx
	p.y++
}

func main() {
	var pt point
	var p P = &pt
	p.x = 3
	p.y = 4
	p.z = 5
	println(pt.x, pt.y, pt.z, p.inner.z)
	move(p, 10)
	println(p.x, p.y, (*p).sum())
	q := &p.y
	*q = 40
	var pp PP = PP(p)
	pp.z++
	println(pt.y, pt.z, pp.x)
}
