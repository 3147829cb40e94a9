// Tests package variable initialization order when initializers call functions and methods
// that read variables declared later (Go initializes the earliest ready variable first), and a
// call with two results assigned only to blank variables.
package main

type T int

func (r T) first() int  { return a }
func (r T) second() int { return b }

var dummy1 = T(0).first()
var dummy2 = T.second(0)
var a = trace("a", 1)
var b = trace("b", 2)

var (
	_ = d
	_ = f("_", c, e)
	c = f("c")
	e = f("e")
	d = f("d")
)

var _, _ = pair()

func pair() (int, int) {
	println("pair", a)
	return 1, 2
}

func trace(s string, v int) int {
	println("init", s)
	return v
}

func f(s string, rest ...int) int {
	println("f", s, len(rest))
	return 0
}

func main() {
	println(dummy1, dummy2)
}
