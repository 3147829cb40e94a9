// Tests values that stay within their frames and must be accepted (language.md section 3):
// returning sub-slices of a caller's buffer, a pointer the caller passed in, the address of
// an element reached through a parameter, arrays and structs by value, string literals and
// substrings of parameters; and locals pointing at locals of the same frame.
package main

type Point struct{ X, Y int }

type Table struct {
	rows [4]Point
	n    int
}

func trimZeros(buf []byte) []byte {
	end := len(buf)
	for end > 0 && buf[end-1] == 0 {
		end--
	}
	return buf[:end]
}

func larger(a, b *Point) *Point {
	if a.X+a.Y >= b.X+b.Y {
		return a
	}
	return b
}

func (t *Table) slot(i int) *Point { return &t.rows[i] }

func (t *Table) used() []Point { return t.rows[:t.n] }

func mirror(p Point) Point { return Point{p.Y, p.X} }

func squares() [5]int {
	var a [5]int
	for i := range a {
		a[i] = i * i
	}
	return a
}

func label(n int) string {
	if n < 0 {
		return "negative"
	}
	return "non-negative"
}

func ext(path string) string {
	for i := len(path) - 1; i >= 0; i-- {
		if path[i] == '.' {
			return path[i+1:]
		}
	}
	return ""
}

func main() {
	buf := make([]byte, 8)
	copy(buf, "abc")
	println(string(trimZeros(buf)), len(trimZeros(buf[:2])))

	p, q := Point{1, 2}, Point{3, 0}
	w := larger(&p, &q)
	w.X = 100
	println(p.X, q.X)

	var t Table
	s := t.slot(2)
	s.Y = 9
	t.n = 3
	u := t.used()
	println(len(u), u[2].Y, t.rows[2].Y)

	m := mirror(Point{5, 6})
	sq := squares()
	println(m.X, m.Y, sq[4], label(-1), label(3), ext("main.go"), ext("noext"))

	x := 1
	px := &x
	ppx := &px
	**ppx = 2
	type node struct {
		v    int
		next *node
	}
	last := node{v: 3}
	first := node{v: 1, next: &last}
	println(x, first.next.v)
}
