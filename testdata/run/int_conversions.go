// Tests conversions between integer types (truncation, sign extension, reinterpretation),
// integer <-> float conversions with in-range values, and byte/rune conversions.
package main

func main() {
	var big int = 300
	println("int8(300):", int8(big), "uint8(300):", uint8(big), "int16(300):", int16(big))
	var neg int = -1
	println("uint8(-1):", uint8(neg), "uint16(-1):", uint16(neg), "uint32(-1):", uint32(neg), "uint64(-1):", uint64(neg), "uint(-1):", uint(neg))
	var u uint64 = 0xFFFFFFFF80000000
	println("int32(u):", int32(u), "int64(u):", int64(u), "uint32(u):", uint32(u), "int16(u):", int16(u))
	var s8 int8 = -100
	println("int64(int8 -100):", int64(s8), "uint8:", uint8(s8), "uint64:", uint64(s8), "uint16:", uint16(s8))
	var b byte = 0xF0
	println("int8(byte 0xF0):", int8(b), "int(b):", int(b), "rune(b):", rune(b))
	var r rune = 0x1F600
	println("byte(rune):", byte(r), "uint16(rune):", uint16(r))

	var f float64 = 3.99
	println("int(3.99):", int(f), "int(-3.99):", int(-f), "uint8(3.99):", uint8(f))
	var g float64 = 1e15 + 0.5
	println("int64(1e15+0.5):", int64(g))
	var i int64 = 1<<53 + 1
	println("float64(2^53+1):", float64(i), "float32(2^53+1):", float32(i))
	var m uint64 = 18446744073709551615
	println("float64(maxu64):", float64(m))
	var n int32 = -7
	println("float32(-7):", float32(n), "float64(-7)/2:", float64(n)/2)
	var fl float32 = 16777217
	println("float32(16777217):", fl, "int32:", int32(fl))
	var d float64 = 2.5
	println("int(2.5):", int(d), "int(-2.5):", int(-d))

	// Round trips through narrower types.
	for _, v := range [5]int{127, 128, 255, 256, -129} {
		println(v, "->", int8(v), uint8(v), int(int8(v)))
	}
}
