// Attack: a helper boxes the big struct it was given by value into the caller's interface slot.
// UNSAFE: the box of the parameter copy lives in fill's frame.
package main

type Big struct{ a, b, c, d int }

func (b Big) String() string { return "big" }

type Stringer interface{ String() string }

func fill(dst *Stringer, b Big) { *dst = b }

func clobber() int {
	a := make([]int, 512)
	for i := range a {
		a[i] = -1
	}
	var b [64]int
	for i := range b {
		b[i] = -1
	}
	return a[0] + b[0]
}

func main() {
	var s Stringer
	fill(&s, Big{11, 22, 33, 44})
	clobber()
	println(s.String(), s.(Big).d)
}
