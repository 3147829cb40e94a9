// Tests array lengths given by constant expressions (arithmetic, shifts, len of a constant
// string, typed constants, iota) and len/cap of arrays and array pointers as constants.
package main

const (
	Small = iota + 2
	Large
)

const name = "gopher"

type Buf [1 << 4]byte
type Pair [Small]int
type Named [len(name)]rune

func fill(p *[Large]int) {
	for i := range p {
		p[i] = i * i
	}
}

func main() {
	var a [2 * 3]int
	var b Buf
	var p Pair
	var n Named
	var q [Large]int
	println(len(a), len(b), cap(b), len(p), len(n), len(q))

	const la = len(a) // the length of an array variable is a constant
	var c [la + 1]string
	println(la, len(c))

	ptr := &q
	const lp = len(ptr)
	fill(ptr)
	println(lp, q[2], cap(ptr))

	var grid [len(name)][Small + 1]bool
	println(len(grid), len(grid[0]))
	const typed int8 = 4
	var d [typed]float64
	println(len(d))
	var e [0]int
	println(len(e), e == [0]int{})
}
