// ERROR: 7:14: invalid operation: division by zero; 8:14: invalid operation: division by zero; 9:16: invalid operation: division by zero
// Static error: integer division and remainder by a constant zero.
package main

func main() {
	x := 10
	println(x / 0)
	println(x % 0)
	const k = 1 / 0
}
