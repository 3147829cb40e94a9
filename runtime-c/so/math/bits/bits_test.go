package bits_test

import (
	"testing"

	"solod.dev/so/math/bits"
)

// The expected values were printed by Go's math/bits (a throwaway program).

type countCase struct {
	x                        uint64
	lz, tz, ones, n          int
	rev, revBytes, rol, ror7 uint64
	lz32, tz16, len8, ones16 int
}

var countCases = []countCase{
	{0x0, 64, 64, 0, 0, 0x0, 0x0, 0x0, 0x0, 32, 16, 0, 0},
	{0x1, 63, 0, 1, 1, 0x8000000000000000, 0x100000000000000, 0x2000, 0x200000000000000, 31, 0, 1, 1},
	{0x2, 62, 1, 1, 2, 0x4000000000000000, 0x200000000000000, 0x4000, 0x400000000000000, 30, 1, 2, 1},
	{0x3, 62, 0, 2, 2, 0xc000000000000000, 0x300000000000000, 0x6000, 0x600000000000000, 30, 0, 2, 2},
	{0x80, 56, 7, 1, 8, 0x100000000000000, 0x8000000000000000, 0x100000, 0x1, 24, 7, 8, 1},
	{0xff, 56, 0, 8, 8, 0xff00000000000000, 0xff00000000000000, 0x1fe000, 0xfe00000000000001, 24, 0, 8, 8},
	{0x1234, 51, 2, 5, 13, 0x2c48000000000000, 0x3412000000000000, 0x2468000, 0x6800000000000024, 19, 2, 6, 5},
	{0x80000000, 32, 31, 1, 32, 0x100000000, 0x8000000000, 0x100000000000, 0x1000000, 0, 16, 0, 0},
	{0xdeadbeef, 32, 0, 24, 32, 0xf77db57b00000000, 0xefbeadde00000000, 0x1bd5b7dde000, 0xde00000001bd5b7d, 0, 0, 8, 13},
	{0x8000000000000000, 0, 63, 1, 64, 0x1, 0x80, 0x1000, 0x100000000000000, 32, 16, 0, 0},
	{0xffffffffffffffff, 0, 0, 64, 64, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0, 0, 8, 16},
	{0x123456789abcdef, 7, 0, 32, 57, 0xf7b3d591e6a2c480, 0xefcdab8967452301, 0x68acf13579bde024, 0xde02468acf13579b, 0, 0, 8, 12},
}

func TestCounting(t *testing.T) {
	for _, c := range countCases {
		x := c.x
		if bits.LeadingZeros64(x) != c.lz || bits.TrailingZeros64(x) != c.tz || bits.OnesCount64(x) != c.ones || bits.Len64(x) != c.n {
			t.Errorf("counting %x: %d %d %d %d", x, bits.LeadingZeros64(x), bits.TrailingZeros64(x), bits.OnesCount64(x), bits.Len64(x))
		}
		if bits.LeadingZeros(uint(x)) != c.lz || bits.TrailingZeros(uint(x)) != c.tz || bits.OnesCount(uint(x)) != c.ones || bits.Len(uint(x)) != c.n {
			t.Errorf("uint counting %x", x)
		}
		if bits.Reverse64(x) != c.rev || bits.ReverseBytes64(x) != c.revBytes || bits.RotateLeft64(x, 13) != c.rol || bits.RotateLeft64(x, -7) != c.ror7 {
			t.Errorf("reversal/rotation of %x", x)
		}
		if bits.Reverse(uint(x)) != uint(c.rev) || bits.ReverseBytes(uint(x)) != uint(c.revBytes) || bits.RotateLeft(uint(x), 13) != uint(c.rol) {
			t.Errorf("uint reversal/rotation of %x", x)
		}
		if bits.LeadingZeros32(uint32(x)) != c.lz32 || bits.TrailingZeros16(uint16(x)) != c.tz16 || bits.Len8(uint8(x)) != c.len8 || bits.OnesCount16(uint16(x)) != c.ones16 {
			t.Errorf("narrow counting of %x", x)
		}
		// The narrow forms agree with the 64-bit ones on the narrowed value.
		x32, x16, x8 := uint32(x), uint16(x), uint8(x)
		if bits.Len32(x32) != bits.Len64(uint64(x32)) || bits.OnesCount32(x32) != bits.OnesCount64(uint64(x32)) ||
			bits.Reverse32(x32) != uint32(bits.Reverse64(uint64(x32))>>32) || bits.ReverseBytes32(x32) != uint32(bits.ReverseBytes64(uint64(x32))>>32) ||
			bits.Reverse16(x16) != uint16(bits.Reverse64(uint64(x16))>>48) || bits.ReverseBytes16(x16) != uint16(bits.ReverseBytes64(uint64(x16))>>48) ||
			bits.Reverse8(x8) != uint8(bits.Reverse64(uint64(x8))>>56) || bits.OnesCount8(x8) != bits.OnesCount64(uint64(x8)) ||
			bits.LeadingZeros16(x16) != 16-bits.Len16(x16) || bits.LeadingZeros8(x8) != 8-bits.Len8(x8) {
			t.Errorf("narrow forms of %x", x)
		}
		if x32 != 0 && bits.TrailingZeros32(x32) != bits.TrailingZeros64(uint64(x32)) {
			t.Errorf("TrailingZeros32(%x)", x32)
		}
		if x8 != 0 && bits.TrailingZeros8(x8) != bits.TrailingZeros64(uint64(x8)) {
			t.Errorf("TrailingZeros8(%x)", x8)
		}
		if bits.RotateLeft32(x32, 5) != x32<<5|x32>>27 || bits.RotateLeft16(x16, -3) != x16>>3|x16<<13 || bits.RotateLeft8(x8, 9) != x8<<1|x8>>7 {
			t.Errorf("narrow rotation of %x", x)
		}
	}
	if bits.TrailingZeros32(0) != 32 || bits.TrailingZeros8(0) != 8 || bits.TrailingZeros16(0) != 16 || bits.UintSize != 64 {
		t.Error("zero cases")
	}
}

type arithCase struct {
	x, y, c      uint64
	sum, carry   uint64
	diff, borrow uint64
	mulHi, mulLo uint64
}

var arithCases = []arithCase{
	{0x1, 0x2, 0, 0x3, 0, 0xffffffffffffffff, 1, 0x0, 0x2},
	{0xffffffffffffffff, 0x1, 0, 0x0, 1, 0xfffffffffffffffe, 0, 0x0, 0xffffffffffffffff},
	{0xffffffffffffffff, 0xffffffffffffffff, 1, 0xffffffffffffffff, 1, 0xffffffffffffffff, 1, 0xfffffffffffffffe, 0x1},
	{0x0, 0x1, 0, 0x1, 0, 0xffffffffffffffff, 1, 0x0, 0x0},
	{0x5, 0x5, 1, 0xb, 0, 0xffffffffffffffff, 1, 0x0, 0x19},
	{0xdeadbeef00000001, 0x123456789abcdef0, 1, 0xf0e215679abcdef2, 0, 0xcc79687665432110, 0, 0xfd5bdeedcba9867, 0x7e2e98889abcdef0},
}

func TestArith(t *testing.T) {
	for _, c := range arithCases {
		s, co := bits.Add64(c.x, c.y, c.c)
		d, bo := bits.Sub64(c.x, c.y, c.c)
		h, l := bits.Mul64(c.x, c.y)
		if s != c.sum || co != c.carry || d != c.diff || bo != c.borrow || h != c.mulHi || l != c.mulLo {
			t.Errorf("arith(%x, %x, %d) = %x %d %x %d %x %x", c.x, c.y, c.c, s, co, d, bo, h, l)
		}
		su, cu := bits.Add(uint(c.x), uint(c.y), uint(c.c))
		du, bu := bits.Sub(uint(c.x), uint(c.y), uint(c.c))
		hu, lu := bits.Mul(uint(c.x), uint(c.y))
		if uint64(su) != c.sum || uint64(cu) != c.carry || uint64(du) != c.diff || uint64(bu) != c.borrow || uint64(hu) != c.mulHi || uint64(lu) != c.mulLo {
			t.Errorf("uint arith(%x, %x, %d)", c.x, c.y, c.c)
		}
		// 32-bit forms against the 64-bit ones on small values.
		x, y, cc := uint32(c.x), uint32(c.y), uint32(c.c)
		s32, c32 := bits.Add32(x, y, cc)
		wide := uint64(x) + uint64(y) + uint64(cc)
		if s32 != uint32(wide) || c32 != uint32(wide>>32) {
			t.Errorf("Add32(%x, %x, %d)", x, y, cc)
		}
		d32, b32 := bits.Sub32(x, y, cc)
		if d32 != x-y-cc || (b32 == 1) != (uint64(x) < uint64(y)+uint64(cc)) {
			t.Errorf("Sub32(%x, %x, %d)", x, y, cc)
		}
		h32, l32 := bits.Mul32(x, y)
		if uint64(h32)<<32|uint64(l32) != uint64(x)*uint64(y) {
			t.Errorf("Mul32(%x, %x)", x, y)
		}
	}
}

type divCase struct {
	hi, lo, y uint64
	q, r      uint64
	rem       uint64 // Rem64(hi+y, lo, y)
}

var divCases = []divCase{
	{0x0, 0x7, 0x2, 0x3, 0x1, 0x1},
	{0x1, 0x0, 0x2, 0x8000000000000000, 0x0, 0x0},
	{0x1234, 0x56789abcdef01234, 0xfffffffffffffff1, 0x1234, 0x56789abcdef12340, 0x56789abcdef1225f},
	{0x3, 0xffffffffffffffff, 0x4, 0xffffffffffffffff, 0x3, 0x3},
	{0x7fffffffffffffff, 0xffffffffffffffff, 0x8000000000000000, 0xffffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff},
}

func TestDiv(t *testing.T) {
	for _, c := range divCases {
		q, r := bits.Div64(c.hi, c.lo, c.y)
		if q != c.q || r != c.r {
			t.Errorf("Div64(%x, %x, %x) = %x, %x", c.hi, c.lo, c.y, q, r)
		}
		qu, ru := bits.Div(uint(c.hi), uint(c.lo), uint(c.y))
		if uint64(qu) != c.q || uint64(ru) != c.r {
			t.Errorf("Div(%x, %x, %x)", c.hi, c.lo, c.y)
		}
		if got := bits.Rem64(c.hi+c.y, c.lo, c.y); got != c.rem {
			t.Errorf("Rem64(%x, %x, %x) = %x", c.hi+c.y, c.lo, c.y, got)
		}
		if got := bits.Rem(uint(c.hi+c.y), uint(c.lo), uint(c.y)); uint64(got) != c.rem {
			t.Errorf("Rem(%x, %x, %x)", c.hi+c.y, c.lo, c.y)
		}
	}
	// Printed by Go: Div32(3, 0xffffffff, 7) and Rem32(100, 5, 7).
	q, r := bits.Div32(3, 0xffffffff, 7)
	if q != 2454267026 || r != 1 || bits.Rem32(100, 5, 7) != 6 {
		t.Errorf("Div32 = %d, %d; Rem32 = %d", q, r, bits.Rem32(100, 5, 7))
	}
}

func BenchmarkMul64(b *testing.B) {
	x := uint64(0x0123456789abcdef)
	for i := 0; i < b.N; i++ {
		x, _ = bits.Mul64(x, 0xfedcba9876543211)
	}
}

func BenchmarkDiv64(b *testing.B) {
	for i := 0; i < b.N; i++ {
		bits.Div64(0x1234, uint64(i), 0xfffffffffffffff1)
	}
}
