// Tests a run-time panic: integer division by a zero variable prints
// "runtime error: integer divide by zero" and exits with status 2.
package main

func div(a, b int) int { return a / b }

func main() {
	println(div(10, 3))
	println(div(1, 0))
}
