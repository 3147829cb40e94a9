// Attack: a helper wraps the caller's box in a struct and calls its method through a method
// value; the method stores the pointer it is given into the box. The helper's caller passes a
// pointer into memory its own frame made.
// UNSAFE: the box, owned by keep's caller, holds a pointer into keep's dead frame.
package main

type Box struct{ v *int }

type setter struct{ dst *Box }

func (s *setter) Do(v *int) { s.dst.v = v }

func via(dst *Box, v *int) {
	s := setter{dst: dst}
	do := s.Do
	do(v)
}

func keep(dst *Box) {
	n := 42
	via(dst, &n)
}

func clobber() int {
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return y[0]
}

func main() {
	var b Box
	keep(&b)
	clobber()
	println(*b.v)
}
