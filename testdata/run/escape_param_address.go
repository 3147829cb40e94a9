// A parameter whose address the function returns (directly, inside a value, or captured by a
// returned closure) is copied to the result stack when the function starts, so it lives in
// the caller's frame like a returned local.
package main

type Point struct{ x, y int }

func addr(x int) *int { return &x }

func (p Point) X() *int { return &p.x }

func makeAdder(n int) func(int) int {
	return func(x int) int { return x + n }
}

func counter(start int) (func() int, *int) {
	next := func() int {
		start++
		return start
	}
	return next, &start
}

type box struct{ p *string }

func boxed(s string) box { return box{&s} }

// Not returned: the parameter stays a plain C parameter.
func sum(a int) int {
	p := &a
	*p += 1
	return a
}

func clobber() int {
	var a [256]int
	for i := range a {
		a[i] = i * 7
	}
	return a[3] + a[200]
}

func main() {
	p := addr(3)
	q := Point{4, 5}.X()
	add5 := makeAdder(5)
	next, cur := counter(10)
	b := boxed("kept")
	lit := func(x int) *int { return &x }(9)
	println(clobber())
	println(*p, *q, add5(10), next(), next(), *cur, *b.p, *lit, sum(1))
}
