// Tests the blank identifier everywhere it may appear: blank struct fields (which a positional
// literal may fill but which == ignores), blank parameters and receivers, blank results,
// blank variables whose initializers still run, and blank loop variables.
package main

type Padded struct {
	_ int
	X int
	_ string
}

type Shape struct{ W, H int }

func (Shape) Kind() string         { return "shape" }
func (s Shape) Area(_ int) int     { return s.W * s.H }
func ignoreFirst(_ int, b int) int { return b }
func unnamed(int, string) bool     { return true }

var calls int

func tick() int {
	calls++
	return calls
}

func pair() (int, int) { return 3, 4 }

func sum(xs ...int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

func main() {
	a := Padded{1, 2, "a"}
	b := Padded{5, 2, "b"}
	c := Padded{X: 3}
	println(a == b, a == c, a.X+c.X)

	var s Shape = Shape{2, 3}
	println(s.Kind(), s.Area(99), ignoreFirst(1, 2), unnamed(0, ""))

	_ = tick()
	var _ = tick()
	_, second := pair()
	var _, _ = pair()
	println("calls:", calls, second)

	n := 0
	for range [3]int{} {
		n++
	}
	for _, _ = range "ab" {
		n++
	}
	for _ = range 2 {
		n++
	}
	println("iterations:", n)

	println(sum(pair()), sum())
	var x int64 = 1
	println(x<<2.0, x<<'\x03')
}
