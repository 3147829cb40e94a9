// Tests wrap-around integer arithmetic at every width: +, -, *, ++, --, unary minus,
// and op-assignment, on values that overflow at run time.
package main

func main() {
	var i8 int8 = 127
	i8++
	println("int8 127+1:", i8)
	i8--
	println("int8 -128-1:", i8)
	var n8 int8 = -128
	println("int8 -(-128):", -n8, "abs-ish:", n8*-1)
	var m8 int8 = 100
	m8 *= 3
	println("int8 100*3:", m8)

	var i16 int16 = 32767
	i16 += 2
	println("int16 32767+2:", i16)
	var m16 int16 = 300
	println("int16 300*300:", m16*m16)

	var i32 int32 = 2147483647
	i32++
	println("int32 max+1:", i32)
	var m32 int32 = 65536
	println("int32 65536*65536:", m32*m32, "65536*32768:", m32*32768)

	var i64 int64 = 9223372036854775807
	i64++
	println("int64 max+1:", i64)
	var neg64 int64 = -9223372036854775808
	println("int64 -min:", -neg64, "min-1:", neg64-1)
	var big int64 = 3037000500
	println("int64 3037000500^2:", big*big)

	var i int = 9223372036854775807
	i += i
	println("int max+max:", i)

	var u8 uint8 = 255
	u8++
	println("uint8 255+1:", u8)
	u8--
	println("uint8 0-1:", u8)
	var b byte = 200
	b += 100
	println("byte 200+100:", b)
	var mb byte = 16
	println("byte 16*16:", mb*mb, "-16:", -mb)

	var u16 uint16 = 0
	u16 -= 1
	println("uint16 0-1:", u16)
	var u32 uint32 = 4000000000
	u32 += 500000000
	println("uint32 4e9+5e8:", u32)
	var mu32 uint32 = 0xFFFFFFFF
	println("uint32 max*max:", mu32*mu32, "-1:", -mu32)

	var u64 uint64 = 18446744073709551615
	u64++
	println("uint64 max+1:", u64)
	u64--
	println("uint64 0-1:", u64)
	var mu64 uint64 = 1 << 63
	println("uint64 2^63*2:", mu64*2, "2^63+2^63-1:", mu64+(mu64-1))

	var u uint = 0
	u--
	println("uint 0-1:", u)
	var up uintptr = 0
	up--
	println("uintptr 0-1:", up)

	var r rune = 2147483647
	r++
	println("rune max+1:", r)

	// Overflow in a loop: multiply until wrap.
	var acc int16 = 1
	for k := 0; k < 20; k++ {
		acc *= 3
	}
	println("int16 3^20:", acc)
	var acc8 uint8 = 1
	for k := 0; k < 10; k++ {
		acc8 = acc8*7 + 1
	}
	println("uint8 loop:", acc8)
}
