// Closures, generics, interfaces and defer together: generic functions taking closures, interface
// method values, func values in interfaces and type switches, deferred closures on named results.
package main

type Shape interface {
	Area() int
	Name() string
}

type Rect struct{ w, h int }

func (r Rect) Area() int    { return r.w * r.h }
func (r Rect) Name() string { return "rect" }

type Sq struct{ s int }

func (q *Sq) Area() int    { return q.s * q.s }
func (q *Sq) Name() string { return "sq" }

func Map[T, U any](xs []T, f func(T) U, out []U) []U {
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Apply[T any](x T, fs ...func(T) T) T {
	for _, f := range fs {
		x = f(x)
	}
	return x
}

func counter() int {
	n := 0
	inc := func() { n++ }
	for i := 0; i < 5; i++ {
		defer inc()
	}
	inc()
	return n
}

func describe(s Shape) (out int) {
	defer func() { out = out * 100 }()
	name := s.Name
	area := s.Area
	println(name())
	return area()
}

func main() {
	shapes := []Shape{Rect{2, 3}, &Sq{4}}
	var buf [4]int
	areas := Map(shapes, func(s Shape) int { return s.Area() }, buf[:0])
	println(areas[0], areas[1])
	k := 10
	println(Apply(1, func(x int) int { return x + k }, func(x int) int { return x * 2 }))
	println(counter())
	for _, s := range shapes {
		println(describe(s))
	}
	var a any = counter
	if f, ok := a.(func() int); ok {
		println("func in any", f())
	}
	g := shapes[1].Area
	shapes[1].(*Sq).s = 5
	println(g())
	switch v := a.(type) {
	case func() int:
		defer println("deferred from switch", v())
	}
	println("end")
}
