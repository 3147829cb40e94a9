// Package-level tables made of constants (numbers of every kind, strings with escapes and NULs,
// bools, nested structs and arrays, pointers to literals): emitted as static initializers, and
// still writable at run time.
package main

type entry struct {
	name string
	v    int32
	f    float64
	ok   bool
	u    uint64
}

var table = []entry{{"a", -1, 1.5, true, 1 << 63}, {"b\x00c\"", -2147483648, -0.25, false, 0}}
var ptrs = []*entry{{"p", 1, 2, true, 3}}
var grid = [2][3]int8{{1, -2, 3}, {4, 5, -128}}
var names = []string{"x", "yy", ""}
var floats = []float32{0.1, -2.5e-8, 1e38}
var runes = []rune{'a', '\n', '世', -1}

func main() {
	for _, e := range table {
		println(e.name, len(e.name), e.v, e.f, e.ok, e.u)
	}
	println(ptrs[0].name, grid[1][2], grid[0][1], names[1], len(names[2]))
	println(floats[0], floats[1], floats[2], runes[0], runes[1], runes[2], runes[3])
	table[0].v = 7
	names[0] = "z"
	println(names[0])
	println(table[0].v)
}
