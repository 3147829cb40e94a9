// ERROR: 8:18: invalid operation: shifted operand 1 (type float64) must be integer; 10:13: invalid operation: shifted operand g (variable of type float64) must be integer
// Static error: a non-constant shift whose untyped constant operand becomes a float, and a
// shift of a float variable.
package main

func main() {
	var s uint = 2
	var f float64 = 1 << s
	g := 2.5
	println(f, g<<1)
}
