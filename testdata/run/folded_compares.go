// Regression: expressions gcc folds before it warns (found by the program generator and the
// fuzzer's C-compiler oracle; each was rejected by the C compiler as always true, always false
// or overflowing): `c >= '\x00'` on a byte, `(a - a) <= b` on uint8, `a >= (int8(-128)+a)-a`,
// `(i - int(-9223372036854775808)) - i`, and `^(uint16(1) &^ a)` (a "boolean" complement).
package main

func main() {
	var c byte = 'A'
	println(c >= '\x00')
	var a uint8 = 255
	s := "a"
	println((a - a) <= uint8(len(s)))
	var b int8 = 5
	println(b >= (int8(-128)+b)-b)
	i := 3
	println((i - int(-9223372036854775808)) - i)
	var u uint16 = 6
	println(^(uint16(1) &^ u))
}
