// BUG miscompile (found by xtask gen): `int32(-2147483648) * a` is not truncated to 32 bits: solod prints -636471886494040064 (and string(rune(...)) of it gives U+FFFD, length 3); Go wraps the int32 product to 0 and prints "1 0".
package main

func main() {
	var a int32 = 296380318
	s := string(rune(int32(-2147483648) * a))
	println(len(s), int32(-2147483648)*a)
}
