// Tests a run-time panic: shifting by a negative signed count prints
// "runtime error: negative shift amount" and exits with status 2.
package main

func shl(x int, n int) int { return x << n }

func main() {
	println(shl(1, 10), shl(1, 100))
	println(shl(1, -1))
}
