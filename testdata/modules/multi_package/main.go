// Several packages: exported functions, types, constants, variables and methods used from
// package main, with value and pointer receivers.
package main

import (
	"example.com/multi/geom"
	"example.com/multi/text"
)

func main() {
	p := geom.Point{X: 3, Y: 4}
	q := p.Add(geom.Origin)
	println(q.X, q.Y, p.Dist2(), geom.Dims)
	s := geom.Segment{From: p, To: geom.Point{X: -1, Y: 2}}
	println(s.Len2())
	s.Flip()
	println(s.From.X, s.To.X)
	text.Shout("hello")
	println(text.Count("banana", 'a'), text.Vowels)
}
