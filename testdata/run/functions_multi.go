// Tests functions: several parameters and results, named results modified before a bare
// return and overridden by an explicit return, passing a multi-value call as the arguments
// of another call, recursion and mutual recursion.
package main

func minmax(a, b, c int) (lo, hi int) {
	lo, hi = a, a
	if b < lo {
		lo = b
	}
	if c < lo {
		lo = c
	}
	if b > hi {
		hi = b
	}
	if c > hi {
		hi = c
	}
	return
}

func named() (x int, s string) {
	x = 1
	s = "one"
	x++
	if x == 2 {
		s = "two" // a constant string: a concatenation would live in this frame only
	}
	return
}

func override() (x int) {
	x = 5
	return x * 10
}

func zeroNamed() (n int, ok bool, f float64, s string) { return }

func early(v int) (res int) {
	res = -1
	if v < 0 {
		return
	}
	res = v * 2
	return res + 1
}

func add(a, b int) int { return a + b }
func pair() (int, int) { return 3, 4 }
func triple() (int, string, bool) {
	return 1, "two", true
}
func consume(a int, b string, c bool) {
	println("consume:", a, b, c)
}

func fact(n uint64) uint64 {
	if n <= 1 {
		return 1
	}
	return n * fact(n-1)
}

func isEven(n int) bool {
	if n == 0 {
		return true
	}
	return isOdd(n - 1)
}

func isOdd(n int) bool {
	if n == 0 {
		return false
	}
	return isEven(n - 1)
}

func noResult(p *int) {
	*p += 1
	if *p > 100 {
		return
	}
	*p *= 2
}

func ackermann(m, n int) int {
	if m == 0 {
		return n + 1
	}
	if n == 0 {
		return ackermann(m-1, 1)
	}
	return ackermann(m-1, ackermann(m, n-1))
}

func main() {
	lo, hi := minmax(4, -2, 9)
	println(lo, hi)
	println(named())
	println(override())
	println(zeroNamed())
	println(early(-5), early(5))
	println(add(pair()))
	consume(triple())
	println(fact(20), fact(21))
	println(isEven(10), isOdd(7), isEven(7))
	v := 3
	noResult(&v)
	println(v)
	println(ackermann(2, 3))
	_, h := minmax(1, 2, 3)
	println(h)
}
