// Tests method expressions T.M and (*T).M as function values: calling them directly,
// storing them in variables and slices, and passing them to higher-order functions.
package main

type Point struct{ X, Y int }

func (p Point) Sum() int           { return p.X + p.Y }
func (p Point) Scaled(k int) Point { return Point{p.X * k, p.Y * k} }
func (p *Point) Move(dx, dy int)   { p.X += dx; p.Y += dy }
func (p *Point) Norm1() int {
	n := 0
	if p.X < 0 {
		n -= p.X
	} else {
		n += p.X
	}
	if p.Y < 0 {
		n -= p.Y
	} else {
		n += p.Y
	}
	return n
}

type Num int

func (n Num) Double() Num    { return n * 2 }
func (n Num) Plus(m Num) Num { return n + m }

func mapPoints(ps []Point, f func(Point) int, out []int) {
	for i, p := range ps {
		out[i] = f(p)
	}
}

func main() {
	p := Point{1, 2}
	sum := Point.Sum
	println(sum(p), Point.Sum(Point{3, 4}))
	scaled := Point.Scaled(p, 3)
	println(scaled.X, scaled.Y)

	move := (*Point).Move
	move(&p, 10, 20)
	println(p.X, p.Y)
	norm := (*Point).Norm1
	q := Point{-3, 4}
	println(norm(&q))
	viaPtr := (*Point).Sum
	println(viaPtr(&p))

	ps := []Point{{1, 1}, {2, 3}, {-5, 0}}
	var out [3]int
	mapPoints(ps, Point.Sum, out[:])
	println(out[0], out[1], out[2])

	double := Num.Double
	plus := Num.Plus
	println(double(21), plus(40, 2), Num(5).Double().Plus(1))
	fs := [2]func(Num) Num{Num.Double, double}
	println(fs[0](3), fs[1](4))
}
