// Tests Go 1.26 new(expr): new of an untyped constant (defaulting to int, float64, string,
// rune, bool), of a typed conversion, of an expression with variables, of a composite
// literal, and of a function call's result; each gives a fresh variable initialised to the
// value.
package main

type Point struct{ X, Y int }

func answer() int { return 42 }

func bump(p *int) { *p += 1 }

func main() {
	pi := new(7)
	pf := new(2.5)
	ps := new("text")
	pr := new('x')
	pb := new(true)
	println(*pi, *pf, *ps, *pr, *pb)

	p8 := new(int8(-3))
	pu := new(uint16(65535))
	println(*p8, *pu+1)

	x := 10
	px := new(x * 2)
	*px += 1
	println(x, *px)

	pp := new(Point{1, 2})
	pp.X = 5
	println(pp.X, pp.Y)

	pa := new([3]string{"a", "b", "c"})
	pa[1] = "B"
	println(pa[0], pa[1], pa[2], len(pa))

	pc := new(answer())
	bump(pc)
	bump(pc)
	println(*pc)

	// Two new() of the same value are distinct variables.
	a, b := new(1), new(1)
	*a = 2
	println(*a, *b, a != b)

	// The classic form still works.
	q := new(Point)
	println(q.X, q.Y)
}
