// Recursion through a captured variable: `var fib func(int) int` assigned a literal that calls
// fib, mutual recursion through two variables, and a recursive walk that accumulates into a
// captured slice.
package main

type node struct {
	val         int
	left, right *node
}

func main() {
	var fib func(int) int
	fib = func(n int) int {
		if n < 2 {
			return n
		}
		return fib(n-1) + fib(n-2)
	}
	println(fib(0), fib(1), fib(10), fib(20))

	var isEven, isOdd func(int) bool
	isEven = func(n int) bool {
		if n == 0 {
			return true
		}
		return isOdd(n - 1)
	}
	isOdd = func(n int) bool {
		if n == 0 {
			return false
		}
		return isEven(n - 1)
	}
	println(isEven(10), isOdd(7), isEven(3))

	// In-order walk of a small tree, collecting into a captured slice.
	leaves := [3]node{{val: 1}, {val: 3}, {val: 5}}
	mid := node{val: 4, left: &leaves[1], right: &leaves[2]}
	root := node{val: 2, left: &leaves[0], right: &mid}
	seen := make([]int, 0, 8)
	depth := 0
	maxDepth := 0
	var walk func(n *node)
	walk = func(n *node) {
		if n == nil {
			return
		}
		depth++
		if depth > maxDepth {
			maxDepth = depth
		}
		walk(n.left)
		seen = append(seen, n.val)
		walk(n.right)
		depth--
	}
	walk(&root)
	for _, v := range seen {
		print(v, " ")
	}
	println()
	println(maxDepth, depth)
}
