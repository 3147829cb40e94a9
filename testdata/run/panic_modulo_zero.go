// Tests a run-time panic: remainder by zero on a narrow type (int8) also panics with
// "runtime error: integer divide by zero".
package main

func main() {
	var a int8 = -128
	var b int8 = -1
	println(a/b, a%b)
	b++
	println(a % b)
}
