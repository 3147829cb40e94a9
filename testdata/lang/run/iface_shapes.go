// Tests implicit interface satisfaction with value receivers: a slice of Shape holding
// different concrete types, dynamic dispatch, an interface passed down to helpers, and the
// same concrete value satisfying two unrelated interfaces.
package main

type Shape interface {
	Area() float64
	Perimeter() float64
}

type Namer interface {
	Name() string
}

type Rect struct{ W, H float64 }

type Square struct{ Side float64 }

type Tri struct{ A, B, C float64 }

func (r Rect) Area() float64      { return r.W * r.H }
func (r Rect) Perimeter() float64 { return 2 * (r.W + r.H) }
func (r Rect) Name() string       { return "rect" }

func (s Square) Area() float64      { return s.Side * s.Side }
func (s Square) Perimeter() float64 { return 4 * s.Side }
func (s Square) Name() string       { return "square" }

// Tri has no Name method: it is a Shape but not a Namer.
func (t Tri) Area() float64 {
	// Heron's formula without math.Sqrt: Newton iterations.
	s := (t.A + t.B + t.C) / 2
	x := s * (s - t.A) * (s - t.B) * (s - t.C)
	r := x
	if r < 1 {
		r = 1
	}
	for i := 0; i < 40; i++ {
		r = (r + x/r) / 2
	}
	return r
}
func (t Tri) Perimeter() float64 { return t.A + t.B + t.C }

func total(shapes []Shape) (area, perim float64) {
	for _, s := range shapes {
		area += s.Area()
		perim += s.Perimeter()
	}
	return
}

func describe(n Namer, s Shape) {
	println(n.Name(), s.Area(), s.Perimeter())
}

func largest(shapes []Shape) int {
	best := -1
	for i, s := range shapes {
		if best < 0 || s.Area() > shapes[best].Area() {
			best = i
		}
	}
	return best
}

func main() {
	shapes := []Shape{Rect{3, 4}, Square{2.5}, Tri{3, 4, 5}, Rect{W: 0.5, H: 10}}
	for i, s := range shapes {
		println(i, s.Area(), s.Perimeter())
	}
	a, p := total(shapes)
	println("total", a, p)
	println("largest", largest(shapes))

	r := Rect{1, 2}
	describe(r, r)
	sq := Square{3}
	describe(sq, sq)

	var s Shape = sq
	s = r
	println(s.Area())
	var n Namer = r
	println(n.Name())
	n = sq
	println(n.Name())

	// Empty slice of interfaces.
	println(largest(shapes[:0]))
}
