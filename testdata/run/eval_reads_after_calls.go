// Tests the order Go's compiler gives to the reads and calls of one statement: every call runs
// before the plain reads of the statement's operands (package variables, array and slice
// elements, fields through pointers) in comparisons, arithmetic, composite literals, index
// expressions, call arguments, string concatenation and assignments.
package main

var g int
var arr [4]int
var sl = []int{10, 20, 30, 40}
var p = &T{}

type T struct{ v int }

type P struct{ a, b int }

func bump() int {
	g++
	return g
}

func setArr() int {
	arr[0] = 100
	return 1
}

func setSl() int {
	sl[0] = 7
	return 0
}

func pv() int {
	p.v = 50
	return 5
}

func resetSl() { copy(sl, []int{10, 20, 30, 40}) }

func str(n int) string {
	if n == 1 {
		return "one"
	}
	return "two"
}

func two(a, b int) { println("args", a, b) }

func mod(q *P) int {
	q.a = 9
	return 0
}

func main() {
	g = 1
	println("eq", g == bump())
	g = 1
	println("eq swapped", bump() == g)
	g = 1
	println("less", g < bump())
	println("array element", arr[0] == setArr(), arr[0])
	arr[0] = 0
	println("field through pointer", p.v != pv())

	g = 1
	println("add", g+bump())
	g = 1
	println("mul add", g*10+bump())

	g = 1
	x := P{g, bump()}
	println("struct literal", x.a, x.b)
	g = 1
	ys := []int{g, bump(), g}
	println("slice literal", ys[0], ys[1], ys[2])
	g = 1
	ar := [3]int{g, bump(), g}
	println("array literal", ar[0], ar[1], ar[2])

	resetSl()
	println("element and call", sl[0]+setSl(), sl[0])
	resetSl()
	println("index by call", sl[setSl()], sl[0])
	g = 0
	arr = [4]int{1, 2, 3, 4}
	println("two indexes", arr[g]+arr[bump()])

	g = 1
	var z int
	z = g + bump()
	println("assign", z)
	g = 0
	resetSl()
	sl[g] = bump()
	println("assign index", sl[0], sl[1])
	g = 1
	a, b := g, bump()
	println("define pair", a, b)
	g = 1
	var c, d int
	c, d = g, bump()
	println("assign pair", c, d)

	g = 1
	two(g, bump())

	g = 1
	s := str(g) + str(bump())
	println("concat", s)

	q := &P{1, 2}
	println("receiver field", q.a, mod(q)+q.a)
}
