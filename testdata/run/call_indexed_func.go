// Tests calls of elements of function arrays and slices indexed by a name: tree-sitter parses
// `fs[k](7)` like a generic instantiation; the checker decides by what `fs` is.
package main

const N = 1

type table struct {
	fs [2]func(int)
}

func hi(n int)  { println("hi", n) }
func bye(n int) { println("bye", n) }

func twice(n int) int { return 2 * n }

func main() {
	fs := [2]func(int){hi, bye}
	k := 0
	fs[k](7)
	fs[N](8)
	t := table{fs}
	t.fs[k](1)
	t.fs[N](2)
	s := fs[:]
	s[k](3)
	g := [][]func(int){s}
	g[k][N](4)
	ops := []func(int) int{twice}
	println(ops[k](21) + ops[0](1))
	p := &t
	p.fs[k](5)
}
