// BUG miscompile (found by xtask gen; the div_const_calls_twice family): in a call argument, `v << (uint(f(2)) % 70)` evaluates f twice: the C is rejected (-Werror=unused-variable), and with CFLAGS=-Wno-error it prints "f 2" twice; Go prints "f 2" once, then 16.
package main

func f(x uint) uint {
	println("f", x)
	return x
}

func g(n int, x int16) int16 {
	return x + int16(n)
}

func main() {
	var v int16 = 3
	println(g(4, v<<(uint(f(2))%70)))
}
