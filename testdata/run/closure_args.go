// Function values passed down as arguments: function-typed parameters accept top-level
// functions, method expressions and closures alike, including named function types and
// variadic function values.
package main

type pred func(int) bool

func filter(xs []int, keep pred, out []int) []int {
	for _, x := range xs {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}

func mapInts(xs []int, f func(int) int) {
	for i := range xs {
		xs[i] = f(xs[i])
	}
}

func reduce(xs []int, acc int, f func(int, int) int) int {
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

func sortBy(xs []int, less func(a, b int) bool) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && less(xs[j], xs[j-1]); j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

func isOdd(n int) bool { return n%2 != 0 }

func add(a, b int) int { return a + b }

type num int

func (n num) times(m int) int { return int(n) * m }

func callAll(fs ...func() string) {
	for _, f := range fs {
		print(f(), ";")
	}
	println()
}

func main() {
	xs := []int{5, 3, 8, 1, 9, 2}
	buf := make([]int, 0, 6)
	println(len(filter(xs, isOdd, buf)))
	limit := 4
	big := filter(xs, func(x int) bool { return x > limit }, buf)
	for _, v := range big {
		print(v, " ")
	}
	println()

	println(reduce(xs, 0, add), reduce(xs, 1, func(a, b int) int { return a * b }))
	calls := 0
	counting := func(a, b int) int {
		calls++
		return max(a, b)
	}
	println(reduce(xs, 0, counting), calls)

	ys := []int{1, 2, 3}
	mapInts(ys, func(x int) int { return x * limit })
	println(ys[0], ys[1], ys[2])
	mapInts(ys, num(3).times)
	println(ys[0], ys[1], ys[2])

	desc := false
	order := func(a, b int) bool {
		if desc {
			return a > b
		}
		return a < b
	}
	sortBy(xs, order)
	println(xs[0], xs[1], xs[5])
	desc = true
	sortBy(xs, order)
	println(xs[0], xs[1], xs[5])

	name := "so"
	callAll(func() string { return name }, func() string { return "go" })
}
