// Interface values that cross packages both ways: lib makes values of its unexported types as
// lib.Shape and as any, main asserts them; main's types become lib.Shape in main and lib calls
// their methods and asserts them back to lib's types; a generic function of lib with a method
// constraint is instantiated with main's type; an interface method value passed to lib.
package main

import "example.com/ia/lib"

type tri struct{ b, h int }

func (t tri) Area() int    { return t.b * t.h / 2 }
func (t tri) Kind() string { return "tri" }

func main() {
	shapes := []lib.Shape{lib.Square(3), tri{4, 5}, lib.Big()}
	println(lib.Total(shapes))
	for _, s := range shapes {
		println(s.Kind(), lib.IsSquare(s))
	}
	v := lib.AsAny(2)
	if s, ok := v.(lib.Shape); ok {
		println("any holds a shape", s.Area())
	}
	_, isTri := v.(tri)
	println(isTri)
	println(lib.Largest([]tri{{1, 2}, {6, 6}, {3, 3}}).Area())
	var sh lib.Shape = tri{2, 2}
	println(lib.CallArea(sh.Area))
}
