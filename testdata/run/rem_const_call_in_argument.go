// Regression (found by the program generator): a remainder by a constant over a call inside a
// call argument, `g(4, v<<(uint(f(2))%70))`, evaluated the call twice.
package main

func f(x uint) uint {
	println("f", x)
	return x
}

func g(n int, x int16) int16 {
	return x + int16(n)
}

func main() {
	var v int16 = 3
	println(g(4, v<<(uint(f(2))%70)))
}
