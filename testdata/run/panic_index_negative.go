// Tests a run-time panic: indexing an array with a negative variable index prints
// "index out of range [-1]" (no length for negative indices) and exits with status 2.
package main

func main() {
	var a [4]int
	i := 3
	a[i] = 1
	println("ok", a[i])
	i -= 4
	a[i] = 2
	println("not reached")
}
