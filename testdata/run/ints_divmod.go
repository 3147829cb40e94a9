// Tests integer division and remainder: truncation toward zero with negative operands at every
// width, and MinInt / -1 == MinInt, MinInt % -1 == 0 (no panic) for each signed width.
package main

func div8(a, b int8) (int8, int8)     { return a / b, a % b }
func div16(a, b int16) (int16, int16) { return a / b, a % b }
func div32(a, b int32) (int32, int32) { return a / b, a % b }
func div64(a, b int64) (int64, int64) { return a / b, a % b }
func divInt(a, b int) (int, int)      { return a / b, a % b }

func main() {
	pairs := [8][2]int{{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {0, 5}, {1, 7}, {-1, 7}, {100, 10}}
	for _, p := range pairs {
		q, r := divInt(p[0], p[1])
		println(p[0], "/", p[1], "=", q, "rem", r)
	}

	var min8 int8 = -128
	q8, r8 := div8(min8, -1)
	println("int8 min / -1:", q8, r8)
	q16, r16 := div16(-32768, -1)
	println("int16 min / -1:", q16, r16)
	q32, r32 := div32(-2147483648, -1)
	println("int32 min / -1:", q32, r32)
	q64, r64 := div64(-9223372036854775808, -1)
	println("int64 min / -1:", q64, r64)
	qi, ri := divInt(-9223372036854775807-1, -1)
	println("int min / -1:", qi, ri)

	var m int64 = -9223372036854775808
	var d int64 = -1
	m /= d
	println("int64 /= -1:", m)

	var u8 uint8 = 250
	var v8 uint8 = 7
	println("uint8:", u8/v8, u8%v8)
	var u64 uint64 = 18446744073709551615
	println("uint64 max/10:", u64/10, u64%10)
	var u32 uint32 = 4294967295
	println("uint32 max/3:", u32/3, u32%16)

	// Division by a power of two on negatives must still truncate toward zero.
	x := -9
	println("-9/2:", x/2, "-9%2:", x%2, "-9/4:", x/4, "-9%4:", x%4, "-9>>1:", x>>1)
	var y int8 = -127
	println("int8 -127/8:", y/8, y%8)
}
