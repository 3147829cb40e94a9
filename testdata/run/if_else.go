// Tests if/else chains, init statements whose variables are visible in every branch, nested
// conditions and short-circuit evaluation of && and ||.
package main

var calls int

func check(v bool) bool {
	calls++
	return v
}

func classify(n int) string {
	if n < 0 {
		return "negative"
	} else if n == 0 {
		return "zero"
	} else if n%2 == 0 {
		return "even"
	} else {
		return "odd"
	}
}

func sign(n int) int {
	if n > 0 {
		return 1
	}
	if n < 0 {
		return -1
	}
	return 0
}

func main() {
	for _, n := range []int{-3, 0, 4, 7} {
		println(n, classify(n), sign(n))
	}
	if v := 10; v > 5 {
		println("v big", v)
	} else {
		println("v small", v)
	}
	if v, w := 1, 2; v > w {
		println("never")
	} else if u := v + w; u == 3 {
		println("sum", u, v, w)
	} else {
		println("else", u)
	}
	if check(false) && check(true) {
		println("never")
	}
	println("calls after &&:", calls)
	if check(true) || check(false) {
		println("or short-circuited")
	}
	println("calls after ||:", calls)
	if !(check(false) || check(false)) {
		println("both evaluated")
	}
	println("calls:", calls)
	ok := 3 > 2
	if ok {
		if !ok {
			println("never")
		} else {
			println("nested ok")
		}
	}
}
