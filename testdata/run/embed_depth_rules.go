// Selector depth: a shallower field hides deeper ones of the same name, fields of equal
// depth in different embedded structs are fine as long as they are not selected, and
// explicit paths reach every field.
package main

type A struct{ X, Y int }
type B struct{ X, Z int }

type C struct {
	A
	B
	Y string // shallower than A.Y
}

type D struct {
	C
	X float64 // shallower than C.A.X and C.B.X
}

func (a A) Sum() int  { return a.X + a.Y }
func (b B) Prod() int { return b.X * b.Z }

func main() {
	c := C{A{1, 2}, B{3, 4}, "y"}
	println(c.A.X, c.B.X, c.Y, c.A.Y, c.Z)
	println(c.Sum(), c.Prod())
	d := D{c, 2.5}
	println(d.X, d.C.A.X, d.Y, d.Sum())
	d.A.X = 10
	d.B.Z = 10
	println(d.Sum(), d.Prod())
}
