// Tests division and remainder by constant divisors at run time, where a compiler is tempted to
// skip checks: MinInt / -1 and MinInt % -1 at every signed width (Go wraps to MinInt and 0,
// it does not trap), powers of two with negative dividends, and odd divisors on extremes.
package main

func main() {
	var m8 int8 = -128
	var m16 int16 = -32768
	var m32 int32 = -2147483648
	var m64 int64 = -9223372036854775808
	var mi int = -9223372036854775807 - 1
	println(m8/-1, m8%-1, m16/-1, m16%-1, m32/-1, m32%-1)
	println(m64/-1, m64%-1, mi/-1, mi%-1)
	m64 /= -1
	mi %= -1
	println(m64, mi)

	for _, x := range [6]int{-9, -8, -1, 0, 7, 9223372036854775807} {
		println(x, x/2, x%2, x/8, x%8, x/-4, x%-4, x/3, x%3, x/7, x%7)
	}
	var u uint64 = 18446744073709551615
	println(u/2, u%2, u/3, u%3, u/10, u%10, u/0x8000000000000000)
	var u8 uint8 = 255
	println(u8/3, u8%7, u8/128, u8%16)
	var s8 int8 = -127
	println(s8/2, s8%2, s8/-3, s8%-3, s8/127, s8%127)
}
