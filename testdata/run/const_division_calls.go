// Regression: a division or remainder by a constant over an expression with calls evaluated the
// calls twice (Go evaluates each once, in order).
package main

func id(n int) int {
	println("id", n)
	return n
}

func main() {
	x := (id(3) + id(4)) / 2
	println(x)
	y := (id(5) * id(6)) % 7
	println(y)
	z := -(id(8) - id(9)) / 3
	println(z)
	var w int8 = int8(id(100)+id(27)) / 2
	println(w)
}
