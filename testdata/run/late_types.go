// Tests composite literals of named types declared after their use, in package variables and
// through chains of type definitions.
package main

var s = &str{"abc"}
var list = vec{1, 2, 3}
var grid = mat{{1, 2}, {3, 4}}

type T3 struct {
	Next *T4
	n    int
}
type T4 T5
type T5 T3

type str struct {
	text string
}
type vec []int
type mat [2]row
type row [2]int

func main() {
	t := &T3{&T4{nil, 7}, 1}
	println(s.text, len(list), grid[1][0], t.Next.n)
}
