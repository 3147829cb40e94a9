// Tests Go's two phases in assignments of several values from one call, comma-ok form or
// assertion: the targets' index operands and pointers are evaluated first, in order and
// before the value on the right, then the assignments happen left to right
// (`i, a[i] = two()` writes a[0]; `a[idx(0)], a[idx(1)] = get()` calls idx before get).
package main

type T struct{ v int }

func two() (int, int) { return 1, 7 }

func idx(i int) int {
	println("idx", i)
	return i
}

func get() (int, int) {
	println("get")
	return 5, 6
}

func j() int {
	println("j")
	return 0
}

func k() string {
	println("k")
	return "a"
}

var g int
var garr [3]int

func setG() (int, int) {
	g = 2
	return 5, 6
}

func main() {
	var a [3]int
	i := 0
	i, a[i] = two()
	println("index read first:", i, a[0], a[1])

	s := make([]int, 3)
	i = 2
	i, s[i] = two()
	println("slice index:", i, s[1], s[2])

	p := &T{}
	q := &T{}
	orig := p
	var x int
	p, p.v = q, 9
	println("pointer read first:", orig.v, q.v)
	p = orig
	p, x = q, 3
	p.v = x
	println("then:", orig.v, q.v)

	var b [3]bool
	i = 0
	var anyv any = 2
	i, b[i] = anyv.(int)
	println("assertion:", i, b[0], b[1])

	var c [3]int
	c[idx(0)], c[idx(1)] = get()
	println("calls in order:", c[0], c[1])

	m := map[string]int{"a": 4}
	var d [2]int
	var ok bool
	d[j()], ok = m[k()]
	println("comma-ok:", d[0], ok)

	mm := map[int]int{0: 1, 1: 2}
	i = 1
	i, mm[i] = two()
	println("map key read first:", i, mm[0], mm[1])

	var y int
	garr[g], y = setG()
	println("package index read after the call:", garr[0], garr[2], y)
}
