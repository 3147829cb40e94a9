// ERROR: 16:16: cannot use Square{…} (value of struct type Square) as Shape value in variable declaration: Square does not implement Shape (missing method Perimeter)
// Static error: a concrete type used as an interface value lacks one of the interface's
// methods; Go names the missing method.
package main

type Shape interface {
	Area() float64
	Perimeter() float64
}

type Square struct{ s float64 }

func (q Square) Area() float64 { return q.s * q.s }

func main() {
	var s Shape = Square{2}
	println(s.Area())
}
