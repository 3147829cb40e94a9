// Tests bitwise operators &, |, ^, &^ and unary ^ at several widths, signed and unsigned,
// including op-assignment forms.
package main

func popcount(x uint64) int {
	n := 0
	for x != 0 {
		x &= x - 1
		n++
	}
	return n
}

func main() {
	var a uint8 = 0b1100_1010
	var b uint8 = 0b1010_0110
	println("u8:", a&b, a|b, a^b, a&^b, ^a)
	var c int8 = -86
	var d int8 = 0x3C
	println("i8:", c&d, c|d, c^d, c&^d, ^c, ^d)
	var e uint16 = 0xBEEF
	println("u16:", ^e, e&0xFF00, e|0x00FF, e^0xFFFF)
	var f int32 = -1
	println("i32:", f&0x7FFFFFFF, f^f, ^f, f&^0xFF)
	var g uint64 = 0xDEADBEEFCAFEBABE
	println("u64:", g, ^g, g&^0xFFFFFFFF, g>>32|g<<32)
	var h int64 = 1 << 62
	h |= h >> 1
	h ^= 3
	println("i64:", h, ^h)
	println("popcount:", popcount(0), popcount(g), popcount(^uint64(0)))
	x := 0x12345678
	x &^= 0xFF
	x |= 0x1
	x ^= 0x10
	println("int:", x)
}
