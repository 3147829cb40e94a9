// Messages about another package's generic functions and types name them as Go does: the
// function as the source writes it (o.Pair), the constraint and the generic type by their
// package's name (other.Number, other.Box[E any]), main's own types unqualified.
package main

import o "example.com/gna/other"

type local struct{ x int }

func main() {
	var b o.Box
	_ = o.Pair[int]
	o.Pair[int](1)
	o.Pair(1)
	o.Same(int8(1), int16(2))
	o.Sum("a")
	_ = o.Sum[local]
	_ = o.Sum
	_ = b
}
