// Generic code shared across packages: left and right both instantiate base.Box[int] and
// base.Sum[int] (one instance type for the whole build, as Go's type identity requires); a
// Box[int] made by left is passed to right; an instance made by main calls an unexported
// helper of base.
package main

import (
	"example.com/gs/base"
	"example.com/gs/left"
	"example.com/gs/right"
)

type meters int

func main() {
	b := left.Make(4)
	println(right.Unbox(b), b.Get())
	var same base.Box[int] = base.New(6)
	println(right.Unbox(same))
	println(left.Total(), right.Total())
	println(base.Sum([]meters{1, 2, 3}), base.Tagged(meters(7)))
	p := base.MakePair("k", meters(9))
	println(p.First, p.Second, p.Swap().First)
}
