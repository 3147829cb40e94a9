// Tests literal syntax: decimal, hexadecimal, octal (0o and legacy leading 0) and binary
// integers with digit separators, hexadecimal floats, exponents, rune escapes of every form
// and string escapes.
package main

func main() {
	println(1_000_000, 0x_FF, 0xAbC, 0o17, 017, 0b1010_1010, 0b11)
	println(9223372036854775807, -9223372036854775808, 0x7FFF_FFFF_FFFF_FFFF)
	var u uint64 = 0xFFFF_FFFF_FFFF_FFFF
	println(u)
	println(1e3, 1.5e-3, 0.5, .25, 1., 1_0.5, 0x1p4, 0x1.8p1, 0x.8p0)
	println('a', '\a', '\b', '\f', '\n', '\r', '\t', '\v', '\\', '\'')
	println('\000', '\177', '\x7f', '\u00e9', '\U0001F600', '世')
	println("\"quoted\"", "back\\slash", "\u00e9\U0001F600", "\101\x42C", len("\377"))
	println(`raw \n "string"`, len(`a
b`))
	const big = 0x1p-2
	println(big, 1e-2*100 == 1)
	var f32 float32 = 0x1p-149
	println(f32 > 0, f32/2 == 0)
}
