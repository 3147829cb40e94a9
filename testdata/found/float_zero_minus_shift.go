// BUG miscompile (found by xtask gen): `float32(0) - float32(a>>32)` with a >= 0 prints -0; Go prints 0. gcc 12 itself turns `0.0f - (float)so_shr_i16(a, 32)` into a negation (even at -O0), so the emitter must not rely on it.
package main

func main() {
	var a int16 = 151
	var v float32 = float32(0) - float32(a>>32)
	println(v)
}
