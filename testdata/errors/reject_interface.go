// REJECT: interface type [interface]
// Valid Go that So rejects in this issue: an interface type with an implementation.
package main

type Shape interface {
	Area() float64
}

type Square struct{ S float64 }

func (s Square) Area() float64 { return s.S * s.S }

func main() {
	var sh Shape = Square{2}
	println(sh.Area())
}
