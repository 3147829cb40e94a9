// Prettystruct prints nested structs, slices, maps, arrays and embedded types with %v, %+v
// and %#v, and with a GoStringer and a Stringer among the fields.
package main

import "solod.dev/so/fmt"

type Color int

const (
	Red Color = iota
	Green
	Blue
)

func (c Color) String() string {
	switch c {
	case Red:
		return "red"
	case Green:
		return "green"
	}
	return "blue"
}

type Point struct{ X, Y int }

type Meta struct {
	Tags  []string
	Attrs map[string]int
}

type Shape struct {
	Name   string
	Color  Color
	Points []Point
	Center Point
	Meta
	Scale   float64
	Visible bool
	Grid    [2][2]uint8
	Note    *string
	Extra   any
}

type ID uint16

func (id ID) GoString() string {
	buf := make([]byte, 16)
	return fmt.Sprintf(buf, "ID(%d)", uint16(id))
}

type Tagged struct {
	ID    ID
	Label string
	Inner struct {
		A int8
		B []byte
	}
}

func main() {
	s := Shape{
		Name:   "triangle",
		Color:  Green,
		Points: []Point{{0, 0}, {4, 0}, {2, 3}},
		Center: Point{2, 1},
		Meta: Meta{
			Tags:  []string{"closed", "convex"},
			Attrs: map[string]int{"sides": 3, "angles": 3, "area": 6},
		},
		Scale: 1.5,
		Grid:  [2][2]uint8{{1, 2}, {3, 4}},
		Extra: Point{9, 9},
	}
	fmt.Printf("%v\n", s)
	fmt.Printf("%+v\n", s)
	fmt.Printf("%#v\n", s.Points)
	fmt.Printf("%#v\n", s.Meta)
	fmt.Printf("%#v\n", s.Center)
	fmt.Printf("%v|%d|%#v|%x\n", s.Color, s.Color, s.Color, s.Color)

	var t Tagged
	t.ID = 7
	t.Label = "seven"
	t.Inner.A = -3
	t.Inner.B = []byte("hi")
	fmt.Printf("%v\n%+v\n%#v\n", t, t, t)

	empty := Shape{}
	fmt.Printf("%+v\n", empty)
	fmt.Printf("%#v\n", empty.Meta)

	list := []any{1, "two", 3.0, Point{4, 5}, []int{6}, map[int]bool{7: true}, nil, Blue, ID(8)}
	for _, v := range list {
		fmt.Printf("%v / %+v / %#v / %T\n", v, v, v, v)
	}
	nested := map[string][]Point{"b": {{1, 2}}, "a": {{3, 4}, {5, 6}}, "c": nil}
	fmt.Println(nested)
	fmt.Printf("%#v\n", nested)
	fmt.Printf("%v %+v\n", [3]bool{true}, struct {
		N int
		S string
	}{1, "x"})
}
