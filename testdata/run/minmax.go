// Tests the min and max builtins: integers, floats (including negative zero and NaN
// propagation), strings, a single argument, many arguments, and constant operands.
package main

func main() {
	a, b, c := 3, -7, 12
	println(min(a, b, c), max(a, b, c), min(a), max(b))
	var u8a, u8b uint8 = 200, 100
	println(min(u8a, u8b), max(u8a, u8b, 255))
	x, y := 2.5, -1.25
	println(min(x, y), max(x, y), min(x, 10), max(y, -3))
	zero := 0.0
	negZero := -zero
	println(min(zero, negZero), max(negZero, zero), min(negZero, zero), max(zero, negZero))
	nan := zero / zero
	println(min(nan, 1.0), max(2.0, nan), min(1.0, 2.0, nan))
	println(min("banana", "apple", "cherry"), max("banana", "apple", "cherry"), min("", "a"))
	const k = min(3, 1, 2)
	const m = max(1.5, 2)
	println(k, m)
	var i8 int8 = -128
	println(max(i8, 127), min(i8, -127))
	n := min(len("abc"), 2)
	println(n)
	f := max(float32(1.5), 2)
	println(f)
}
