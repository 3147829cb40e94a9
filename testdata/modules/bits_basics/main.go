// bits_basics: so/math/bits as a Go programmer uses it: counting bits, rotating and
// reversing, and multi-word arithmetic (a 128-bit sum, product and quotient).
package main

import "solod.dev/so/math/bits"

func main() {
	for _, x := range []uint64{0, 1, 0xf0, 0xdeadbeef, 1 << 63, 0xffffffffffffffff} {
		println(x, bits.LeadingZeros64(x), bits.TrailingZeros64(x), bits.OnesCount64(x), bits.Len64(x),
			bits.Reverse64(x), bits.ReverseBytes64(x), bits.RotateLeft64(x, 8), bits.RotateLeft64(x, -8))
	}
	println(bits.Len8(5), bits.Len16(300), bits.Len32(1<<20), bits.LeadingZeros8(1), bits.TrailingZeros16(0),
		bits.OnesCount32(0xffff), bits.Reverse8(1), bits.ReverseBytes16(0x1234), bits.RotateLeft32(1, -1), bits.UintSize)

	// 128-bit arithmetic: (2^64-1) * (2^64-1) + (2^64-1), then divided back.
	hi, lo := bits.Mul64(0xffffffffffffffff, 0xffffffffffffffff)
	lo, c := bits.Add64(lo, 0xffffffffffffffff, 0)
	hi, _ = bits.Add64(hi, 0, c)
	println(hi, lo)
	q, r := bits.Div64(hi%0xfffffffffffffffe, lo, 0xfffffffffffffffe)
	println(q, r, bits.Rem64(hi, lo, 12345))
	d, b := bits.Sub64(0, 1, 0)
	println(d, b)
	q32, r32 := bits.Div32(1, 0, 3)
	println(q32, r32)
	x, y := bits.Mul(1<<40, 1<<40)
	println(x, y)
}
