// Attack shape: a generic Pair[A, B] built from two pointers to locals and returned up to
// the frame that owns them.
// SAFE: the pair is used only in main, where x and y live.
package main

type Pair[A, B any] struct {
	a A
	b B
}

func MakePair[A, B any](a A, b B) Pair[A, B] { return Pair[A, B]{a, b} }

func main() {
	x, y := 1, "two"
	p := MakePair(&x, &y)
	x = 5
	println(*p.a, *p.b)
}
