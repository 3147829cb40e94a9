// Tests values a function makes and returns (a concatenated error message, strings built in a loop,
// slices, &T{...}, a counter closure, the address of a local, tuples of them, String methods
// called through an interface) and a loop calling such a function 100000 times.
package main

type NotFound struct {
	key  string
	path string
}

func (e NotFound) Error() string { return "not found: " + e.key + " in " + e.path }

func lookup(key string) error {
	return NotFound{key, "/etc/" + key}
}

func repeat(s string, n int) string {
	out := ""
	for i := 0; i < n; i++ {
		out += s
	}
	return out
}

func squares(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i * i
	}
	return s
}

type Point struct{ X, Y int }

func newPoint(x, y int) *Point { return &Point{x, y} }

func counter() func() int {
	c := 0
	return func() int {
		c++
		return c
	}
}

func addr() *int {
	x := 41
	x++
	return &x
}

func wrap(s string) string { return "[" + repeat(s, 2) + "]" }

func pair() (string, []int) { return wrap("ab"), squares(3) }

type Stringer interface{ String() string }

func (p Point) String() string { return "(" + itoa(p.X) + "," + itoa(p.Y) + ")" }

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var buf [20]byte
	i := len(buf)
	for n > 0 {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}

func describe(s Stringer) string { return "<" + s.String() + ">" }

func main() {
	err := lookup("passwd")
	println(err.Error())
	println(repeat("ab", 3), wrap("x"))
	sq := squares(5)
	println(len(sq), sq[4])
	p := newPoint(3, 4)
	println(p.X, p.Y)
	next := counter()
	next()
	next()
	println(next())
	println(*addr())
	a, b := pair()
	println(a, len(b), b[2])
	println(describe(Point{1, -2}))
	total := 0
	for i := 0; i < 100000; i++ {
		total += len(itoa(i))
	}
	println(total)
}
