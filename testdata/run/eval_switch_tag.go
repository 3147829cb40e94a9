// Tests that a switch tag is evaluated once, before any case: a case that calls a function
// changing the package variable (or the field of one) used as the tag compares against the
// value the tag had, as Go does; cases are evaluated in order and stop at the first match.
package main

var n int

type counter struct{ v int }

var c counter

func bump() int {
	n++
	return n
}

func bumpField() int {
	c.v++
	return c.v
}

var order [8]int
var k int

func note(v int) int {
	order[k] = v
	k++
	return v
}

func main() {
	n = 1
	switch n {
	case bump():
		println("bump taken", n)
	default:
		println("default", n)
	}

	n = 1
	switch n {
	case bump(), bump() - 1:
		println("second case value taken", n)
	default:
		println("default", n)
	}

	c.v = 4
	switch c.v {
	case bumpField():
		println("field case taken")
	case 4:
		println("field tag read first", c.v)
	}

	n = 0
	switch note(n) {
	case note(bump()), note(bump()), note(7):
		println("matched", n)
	default:
		println("no match", n)
	}
	for i := 0; i < k; i++ {
		print(order[i], " ")
	}
	println()

	m := 5
	inc := func() int { m++; return m }
	switch m {
	case inc():
		println("captured case taken")
	default:
		println("captured default", m)
	}
}
