// Tests the interface conversion panic between concrete types through a named interface:
// asserting a Shape holding a Circle to Square panics with
// "interface conversion: main.Shape is main.Circle, not main.Square".
package main

type Shape interface{ Area() int }

type Circle struct{ r int }
type Square struct{ s int }

func (c Circle) Area() int { return 3 * c.r * c.r }
func (s Square) Area() int { return s.s * s.s }

func sides(s Shape) int {
	return s.(Square).s
}

func main() {
	var s Shape = Square{4}
	println(sides(s))
	if _, ok := s.(Circle); !ok {
		println("not a circle")
	}
	s = Circle{2}
	defer println("deferred", s.Area())
	println(sides(s))
}
