// Type assertions: to concrete types and to interfaces, the comma-ok form for every target,
// and the zero value on failure.
package main

type Stringer interface {
	String() string
}

type Celsius float64

func (c Celsius) String() string { return "celsius" }

type Point struct{ X, Y int }

type Big struct {
	A, B, C, D int
}

func show(v any) {
	if s, ok := v.(Stringer); ok {
		println("stringer:", s.String())
	}
	if n, ok := v.(int); ok {
		println("int:", n)
	}
	if p, ok := v.(Point); ok {
		println("point:", p.X, p.Y)
	}
	if b, ok := v.(Big); ok {
		println("big:", b.A+b.B+b.C+b.D)
	}
	if f, ok := v.(float64); ok {
		println("float64:", f)
	}
	if pp, ok := v.(*Point); ok {
		println("*point:", pp.X)
	}
	if s, ok := v.([]int); ok {
		println("slice:", len(s), s[0])
	}
}

func main() {
	show(Celsius(21.5))
	show(42)
	show(Point{1, 2})
	show(Big{1, 2, 3, 4})
	show(2.5)
	pt := Point{7, 8}
	show(&pt)
	show([]int{9, 8, 7})
	show(nil)
	var v any = Point{3, 4}
	p := v.(Point)
	println(p.X * p.Y)
	p2, ok := v.(*Point)
	println(p2 == nil, ok)
	n, ok := v.(int)
	println(n, ok)
	var s Stringer = Celsius(3)
	c := s.(Celsius)
	println(c)
	var back any = s
	_, isStr := back.(Stringer)
	println(isStr)
}
