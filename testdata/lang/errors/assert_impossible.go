// ERROR: 16:7: impossible type assertion: s.(Label)
// Static error: an impossible type assertion (the concrete type does not implement the
// interface being asserted from).
package main

type Shape interface{ Area() int }

type Circle struct{ r int }

func (c Circle) Area() int { return 3 * c.r * c.r }

type Label struct{ text string }

func main() {
	var s Shape = Circle{1}
	l := s.(Label)
	println(l.text)
}
