// Attack shape: a.b.p = &v with a, b and v all main's.
// SAFE: one frame.
package main

type B struct{ p *int }
type A struct{ b *B }

func main() {
	var b B
	a := A{b: &b}
	v := 74
	a.b.p = &v
	v++
	println(*b.p)
}
