// Tests named (defined) types: over basic, array, struct and function types; conversions
// between named types and their underlying types; methods on non-struct named types;
// and local type declarations.
package main

type ID int64
type Name string
type Vec [3]float64
type Pair struct{ A, B int }
type Other Pair
type Score uint8
type Scores []Score
type Pred func(int) bool

func (v Vec) Dot(w Vec) float64 {
	return v[0]*w[0] + v[1]*w[1] + v[2]*w[2]
}

func (s Scores) Total() int {
	t := 0
	for _, x := range s {
		t += int(x)
	}
	return t
}

func (n Name) Greeting() string {
	if n == "" {
		return "hello, nobody"
	}
	return "hello"
}

func isEven(x int) bool { return x%2 == 0 }

func count(p Pred, xs []int) int {
	n := 0
	for _, x := range xs {
		if p(x) {
			n++
		}
	}
	return n
}

func main() {
	var id ID = 42
	raw := int64(id) + 1
	id = ID(raw) * 2
	println(id, raw)

	var n Name = "gopher"
	println(n, n.Greeting(), Name("").Greeting(), len(n), string(n)+"!")

	v := Vec{1, 2, 3}
	w := Vec{4, 5, 6}
	println(v.Dot(w), v == Vec{1, 2, 3}, v != w)

	p := Pair{1, 2}
	o := Other(p)
	o.A = 10
	println(p.A, o.A, Pair(o) == Pair{10, 2})

	buf := [4]Score{250, 3, 4, 5}
	s := Scores(buf[:])
	println(s.Total(), s[0]+s[1])

	var pr Pred = isEven
	nums := []int{1, 2, 3, 4, 6}
	println(count(pr, nums), count(isEven, nums[:2]))

	type local struct {
		name string
		n    int
	}
	type Level int
	l := local{"x", 3}
	var lv Level = 7
	println(l.name, l.n, lv+1)
}
