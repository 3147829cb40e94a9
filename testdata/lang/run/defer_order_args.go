// Tests defer basics: last in first out, arguments evaluated when the defer statement runs
// (including calls in the arguments), a defer inside a loop deferring every iteration, defers
// in taken and untaken branches, and defers in nested function calls running at each return.
package main

func trace(s string, n int) int {
	println("eval", s, n)
	return n
}

func show(tag string, v int) { println("deferred", tag, v) }

func loop(n int) {
	for i := 0; i < n; i++ {
		defer show("loop", i)
	}
	println("loop body done")
}

func branches(flag bool) {
	if flag {
		defer show("then", 1)
	} else {
		defer show("else", 2)
	}
	switch {
	case flag:
		defer show("case", 3)
	default:
		defer show("default", 4)
	}
	println("branches body", flag)
}

func early(n int) int {
	defer show("early-first", n)
	if n > 2 {
		return n * 10
	}
	defer show("early-second", n)
	return n
}

func main() {
	x := 1
	defer show("x at defer", x)
	x = 2
	defer show("traced", trace("arg", x*100))
	x = 3
	println("x now", x)

	loop(3)
	branches(true)
	branches(false)
	println(early(1))
	println(early(5))

	for i := 0; i < 2; i++ {
		for j := 0; j < 2; j++ {
			if (i+j)%2 == 0 {
				defer show("nested", i*10+j)
			}
		}
	}
	println("main body done")
}
