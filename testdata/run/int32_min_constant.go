// Regression (found by the program generator): `int32(-2147483648) * a` was computed in 64 bits
// (the constant was a C long) and never narrowed back to int32.
package main

func main() {
	var a int32 = 296380318
	s := string(rune(int32(-2147483648) * a))
	println(len(s), int32(-2147483648)*a)
	println(a-int32(-2147483648), int32(-2147483648)/a)
}
