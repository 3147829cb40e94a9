// Deferred calls run last in, first out when the function returns, after the function's own
// output, including the implicit return at the end; each function has its own deferred calls.
package main

func trace(s string) { println("deferred", s) }

func leaf(n int) {
	defer trace("leaf")
	println("leaf", n)
}

func middle() {
	defer trace("middle 1")
	leaf(1)
	defer trace("middle 2")
	leaf(2)
	println("middle body done")
}

func early(x int) int {
	defer trace("early")
	if x > 0 {
		return x * 2
	}
	println("not early")
	return -1
}

func main() {
	defer trace("main 1")
	defer trace("main 2")
	middle()
	println(early(2), early(0))
	defer func() {
		println("closure deferred last runs first")
	}()
	println("main body done")
}
