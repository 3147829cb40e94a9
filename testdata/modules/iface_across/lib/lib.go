// Package lib has an interface and makes values of it.
package lib

// Shape is what main and lib both implement.
type Shape interface {
	Area() int
	Kind() string
}

type square struct{ side int }

func (s square) Area() int    { return s.side * s.side }
func (s square) Kind() string { return "square" }

type big struct{ data [8]int }

func (b *big) Area() int    { return b.data[0] }
func (b *big) Kind() string { return "big" }

var theBig = big{data: [8]int{99}}

// Square is a shape of an unexported type.
func Square(n int) Shape { return square{n} }

// Big is a shape stored by pointer.
func Big() Shape { return &theBig }

// AsAny stores a lib value in an empty interface.
func AsAny(n int) any { return square{n} }

// IsSquare asserts to lib's own type.
func IsSquare(s Shape) bool {
	_, ok := s.(square)
	return ok
}

// Total adds the areas.
func Total(ss []Shape) int {
	t := 0
	for _, s := range ss {
		t += s.Area()
	}
	return t
}

// Largest is generic over any Shape.
func Largest[S Shape](ss []S) S {
	best := ss[0]
	for _, s := range ss[1:] {
		if s.Area() > best.Area() {
			best = s
		}
	}
	return best
}

// CallArea calls the interface method value f, made by the caller.
func CallArea(f func() int) int { return f() }
