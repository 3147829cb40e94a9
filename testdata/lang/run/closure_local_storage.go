// Tests closures stored in locals that live in the same frame: a local variable of function
// type reassigned between closures, a local array and slice of closures, a local struct with
// a function field, a local map of closures, and a recursive closure through a variable
// declared before it.
package main

type Op struct {
	name string
	run  func(int) int
}

func main() {
	base := 3
	var f func(int) int
	f = func(x int) int { return x + base }
	println(f(1))
	f = func(x int) int { return x * base }
	println(f(2))
	base = 10
	println(f(2))

	ops := [3]Op{
		{"add", func(x int) int { return x + base }},
		{"neg", func(x int) int { return -x }},
		{"sq", func(x int) int { return x * x }},
	}
	v := 2
	for _, op := range ops {
		v = op.run(v)
		println(op.name, v)
	}

	steps := make([]func(), 0, 4)
	log := make([]string, 0, 4)
	steps = append(steps, func() { log = append(log, "one") })
	steps = append(steps, func() { log = append(log, "two") })
	for _, s := range steps {
		s()
	}
	steps[0]()
	println(len(log), log[0], log[1], log[2])

	handlers := make(map[string]func(string) int, 2)
	hits := 0
	handlers["len"] = func(s string) int { hits++; return len(s) }
	handlers["first"] = func(s string) int { hits++; return int(s[0]) }
	n1 := handlers["len"]("hello")
	n2 := handlers["first"]("A")
	println(n1, n2, hits)

	var fib func(n int) int
	memo := make(map[int]int, 64)
	fib = func(n int) int {
		if n < 2 {
			return n
		}
		if v, ok := memo[n]; ok {
			return v
		}
		r := fib(n-1) + fib(n-2)
		memo[n] = r
		return r
	}
	f50 := fib(50)
	println(f50, len(memo))

	var even, odd func(int) bool
	even = func(n int) bool { return n == 0 || odd(n-1) }
	odd = func(n int) bool { return n != 0 && even(n-1) }
	println(even(10), odd(7), even(3))

	s := Op{"local", nil}
	println(s.run == nil)
	s.run = func(x int) int { return x + len(s.name) }
	println(s.run(1))
}
