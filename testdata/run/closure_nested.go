// Function literals inside function literals capture through their parent, at any depth; the
// innermost assignment is seen by every level.
package main

func main() {
	a := 1
	outer := func() int {
		b := 10
		middle := func() int {
			c := 100
			inner := func() int {
				a++
				b++
				c++
				return a + b + c
			}
			r := inner()
			println("c", c)
			return r
		}
		r := middle()
		println("b", b)
		return r
	}
	println(outer())
	println("a", a)
	println(outer())
	println("a", a)

	// A literal that makes and calls another one, both capturing the same variable.
	x := 0
	twice := func(f func()) {
		f()
		f()
	}
	twice(func() {
		twice(func() { x += 3 })
	})
	println(x)

	// The parent's parameter captured by the inner literal.
	scale := func(k int) int {
		mul := func(v int) int { return v * k }
		return mul(2) + mul(3)
	}
	println(scale(4), scale(10))
}
