// Tests deferred calls of builtins (print, println, delete, clear, copy, panic is separate)
// and calls through function values: the function value and its arguments are evaluated at
// the defer statement, so later reassignment of the variable does not change what runs.
package main

func double(x int) int {
	println("double", x)
	return 2 * x
}

func square(x int) int {
	println("square", x)
	return x * x
}

func run(m map[string]int, buf []int) {
	defer println("println deferred", len(m))
	defer print("print deferred ", m["a"], "\n")
	defer delete(m, "a")
	defer clear(buf)
	src := []int{7, 8, 9}
	defer copy(buf[1:], src)
	m["b"] = 2
	println("run body", len(m), buf[0], buf[1], buf[2])
}

func main() {
	m := make(map[string]int, 4)
	m["a"] = 1
	buf := make([]int, 4)
	buf[0] = 5
	run(m, buf)
	_, has := m["a"]
	println("after run", len(m), has, buf[0], buf[1], buf[2], buf[3])

	f := double
	defer f(3)
	f = square
	defer f(4)

	var g func(int) int
	g = double
	defer func(h func(int) int) { println("closure got", h(5)) }(g)
	g = square
	println("main body")
}
