// Deferred builtin calls: println and print with arguments evaluated at the defer statement,
// copy and clear on a slice the caller sees, and panic deferred until the function returns
// (the remaining deferred calls still run).
package main

func fill(dst []int) {
	src := []int{7, 8, 9}
	defer copy(dst, src)
	dst[0] = 1
	println("fill body", dst[0])
}

func wipe(xs []int) {
	defer clear(xs)
	println("wipe body", xs[0])
}

func main() {
	defer println("main deferred println runs before the panic message")
	defer panic("deferred panic")
	defer print("print ", 1, " ", true, "\n")
	xs := make([]int, 3)
	fill(xs)
	println(xs[0], xs[1], xs[2])
	wipe(xs)
	println(xs[0], xs[1], xs[2])
	println("main returns")
}
