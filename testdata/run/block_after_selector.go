// A statement ending in a selector (`x *= s.f`) followed by a block on the next line: the
// newline ends the statement, so the block is a block, not the body of a composite literal
// of a type `s.f` (the program generator found `a39 *= s.f3` then `{` read as one literal and
// rejected with "undefined: s"). Also with a comment between them, and a real literal.
package main

type S struct {
	f int
	g float64
}

func main() {
	s := S{f: 3, g: 1.5}
	x := 1
	x *= s.f
	{
		println("block 1", x)
	}
	y := 2.0
	y *= s.g
	{
	}
	x = s.f // a comment before the newline
	{
		println("block 2", x, y)
	}
	x += s.f /* a comment
	that holds a newline */{
		println("block 3", x)
	}
	println(s.f)
	{
		t := S{f: x}
		println("block 4", t.f)
	}
}
