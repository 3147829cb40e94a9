// Tests Go's shift rules: shifts by counts at and beyond the width give 0 (or -1 for negative
// signed right shifts), shift counts of every unsigned/signed type, and untyped constant
// operands in non-constant shifts taking the type from context.
package main

func main() {
	var one8 uint8 = 1
	var one16 int16 = 1
	var one32 uint32 = 1
	var one64 int64 = 1
	counts := [6]uint{0, 1, 7, 8, 31, 200}
	for _, c := range counts {
		println("c =", c, ":", one8<<c, one16<<c, one32<<c, one64<<c)
	}

	var neg8 int8 = -128
	var neg64 int64 = -5
	var pos32 int32 = 1000
	for _, c := range counts {
		println("right", c, ":", neg8>>c, neg64>>c, pos32>>c)
	}

	var u uint64 = 0xF0F0F0F0F0F0F0F0
	var big uint64 = 1 << 40
	var w uint = 64
	println("u>>4:", u>>4, "u<<4:", u<<4, "u>>64:", u>>w, "u<<big:", u<<big)

	// Shift counts of different types.
	var c8 uint8 = 3
	var ci int = 5
	var c16 int16 = 70
	var x int = 7
	println("x<<c8:", x<<c8, "x<<ci:", x<<ci, "x<<c16:", x<<c16, "x>>c16:", -x>>c16)

	// An untyped constant shifted by a variable takes its type from the context.
	var s uint = 33
	var i64 int64 = 1 << s
	var i32 int32 = 1 << s
	var u16 uint16 = 0xFFFF << (s - 30)
	println("1<<33 as int64:", i64, "as int32:", i32, "0xFFFF<<3 as uint16:", u16)

	// Constant shifts are exact.
	const huge = 1 << 100
	println("huge>>98:", huge>>98, "huge>>100:", huge>>100)

	// Shifts mixed into arithmetic.
	var h uint32 = 2166136261
	h ^= h >> 13
	h ^= h << 7
	println("mixed:", h)
	var sh int8 = 64
	sh <<= 1
	println("int8 64<<1:", sh)
	sh >>= 3
	println("int8 -128>>3:", sh)
}
