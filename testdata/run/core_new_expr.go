// Go 1.26 new(expr): a new variable initialised to the value of an expression.
package main

type Point struct{ X, Y int }

func double(n int) int { return 2 * n }

func main() {
	p := new(41)
	*p++
	q := new("s")
	f := new(1.5)
	b := new(int8(-2))
	x := 3
	c := new(x)
	*c = 4
	println(*p, *q, *f, *b, x, *c)
	pt := new(Point{1, 2})
	pt.Y = 9
	println(pt.X, pt.Y)
	d := new(double(x))
	println(*d)
	arr := new([2]bool{true})
	println(arr[0], arr[1])
	plain := new(int)
	println(*plain)
}
