// Function literals called where they are written, with arguments and results, and literals
// stored in locals and called later; a literal in a condition and in a composite literal.
package main

func main() {
	func() { println("called at once") }()
	v := func(a, b int) int { return a*10 + b }(4, 2)
	println(v)
	q, r := func(a, b int) (int, int) { return a / b, a % b }(17, 5)
	println(q, r)

	base := 100
	add := func(x int) int { return base + x }
	base = 200
	println(add(1))

	if func() bool { return base > 150 }() {
		println("big")
	}
	ops := [2]func(int) int{
		func(x int) int { return x + 1 },
		func(x int) int { return x * base },
	}
	println(ops[0](1), ops[1](2))

	// A literal with named results and a bare return.
	minmax := func(xs ...int) (lo, hi int) {
		lo, hi = xs[0], xs[0]
		for _, x := range xs {
			lo = min(lo, x)
			hi = max(hi, x)
		}
		return
	}
	lo, hi := minmax(5, 2, 9, 1)
	println(lo, hi)

	// A literal with a loop, a switch and labels of its own.
	classify := func(n int) string {
	outer:
		for i := 2; i < n; i++ {
			switch {
			case n%i == 0:
				break outer
			case i*i > n:
				return "prime"
			}
		}
		if n < 2 {
			return "small"
		}
		if n <= 3 {
			return "prime"
		}
		return "composite"
	}
	println(classify(1), classify(3), classify(9), classify(13))
}
