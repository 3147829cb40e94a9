//go:build !solod

// This file compares the package with Go's math/bits (the oracle) on random and edge values.
// It runs under `go test` only: solod's tests cannot import Go's standard library.
package bits_test

import (
	gobits "math/bits"
	"math/rand"
	"testing"

	"solod.dev/so/math/bits"
)

func vals(r *rand.Rand) uint64 {
	switch r.Intn(4) {
	case 0:
		return r.Uint64() >> uint(r.Intn(64))
	case 1:
		return uint64(1) << uint(r.Intn(64))
	case 2:
		return ^uint64(0) >> uint(r.Intn(64))
	}
	return r.Uint64()
}

func TestOracle(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 2000000; i++ {
		x, y, z := vals(r), vals(r), vals(r)
		k := r.Intn(200) - 100
		c := uint64(r.Intn(2))
		if bits.LeadingZeros64(x) != gobits.LeadingZeros64(x) || bits.TrailingZeros64(x) != gobits.TrailingZeros64(x) ||
			bits.OnesCount64(x) != gobits.OnesCount64(x) || bits.Len64(x) != gobits.Len64(x) ||
			bits.Reverse64(x) != gobits.Reverse64(x) || bits.ReverseBytes64(x) != gobits.ReverseBytes64(x) ||
			bits.RotateLeft64(x, k) != gobits.RotateLeft64(x, k) {
			t.Fatalf("64-bit counting/rotation of %x (k %d) differs", x, k)
		}
		x32, y32, z32 := uint32(x), uint32(y), uint32(z)
		if bits.LeadingZeros32(x32) != gobits.LeadingZeros32(x32) || bits.TrailingZeros32(x32) != gobits.TrailingZeros32(x32) ||
			bits.OnesCount32(x32) != gobits.OnesCount32(x32) || bits.Len32(x32) != gobits.Len32(x32) ||
			bits.Reverse32(x32) != gobits.Reverse32(x32) || bits.ReverseBytes32(x32) != gobits.ReverseBytes32(x32) ||
			bits.RotateLeft32(x32, k) != gobits.RotateLeft32(x32, k) {
			t.Fatalf("32-bit counting of %x differs", x32)
		}
		x16, x8 := uint16(x), uint8(x)
		if bits.LeadingZeros16(x16) != gobits.LeadingZeros16(x16) || bits.TrailingZeros16(x16) != gobits.TrailingZeros16(x16) ||
			bits.OnesCount16(x16) != gobits.OnesCount16(x16) || bits.Len16(x16) != gobits.Len16(x16) ||
			bits.Reverse16(x16) != gobits.Reverse16(x16) || bits.ReverseBytes16(x16) != gobits.ReverseBytes16(x16) ||
			bits.RotateLeft16(x16, k) != gobits.RotateLeft16(x16, k) ||
			bits.LeadingZeros8(x8) != gobits.LeadingZeros8(x8) || bits.TrailingZeros8(x8) != gobits.TrailingZeros8(x8) ||
			bits.OnesCount8(x8) != gobits.OnesCount8(x8) || bits.Len8(x8) != gobits.Len8(x8) ||
			bits.Reverse8(x8) != gobits.Reverse8(x8) || bits.RotateLeft8(x8, k) != gobits.RotateLeft8(x8, k) {
			t.Fatalf("16/8-bit counting of %x differs", x)
		}
		ux := uint(x)
		if bits.LeadingZeros(ux) != gobits.LeadingZeros(ux) || bits.TrailingZeros(ux) != gobits.TrailingZeros(ux) ||
			bits.OnesCount(ux) != gobits.OnesCount(ux) || bits.Len(ux) != gobits.Len(ux) || bits.Reverse(ux) != gobits.Reverse(ux) ||
			bits.ReverseBytes(ux) != gobits.ReverseBytes(ux) || bits.RotateLeft(ux, k) != gobits.RotateLeft(ux, k) {
			t.Fatalf("uint counting of %x differs", x)
		}
		s1, c1 := bits.Add64(x, y, c)
		s2, c2 := gobits.Add64(x, y, c)
		d1, b1 := bits.Sub64(x, y, c)
		d2, b2 := gobits.Sub64(x, y, c)
		h1, l1 := bits.Mul64(x, y)
		h2, l2 := gobits.Mul64(x, y)
		if s1 != s2 || c1 != c2 || d1 != d2 || b1 != b2 || h1 != h2 || l1 != l2 {
			t.Fatalf("Add64/Sub64/Mul64(%x, %x, %d) differ", x, y, c)
		}
		s3, c3 := bits.Add32(x32, y32, uint32(c))
		s4, c4 := gobits.Add32(x32, y32, uint32(c))
		d3, b3 := bits.Sub32(x32, y32, uint32(c))
		d4, b4 := gobits.Sub32(x32, y32, uint32(c))
		h3, l3 := bits.Mul32(x32, y32)
		h4, l4 := gobits.Mul32(x32, y32)
		if s3 != s4 || c3 != c4 || d3 != d4 || b3 != b4 || h3 != h4 || l3 != l4 {
			t.Fatalf("Add32/Sub32/Mul32(%x, %x, %d) differ", x32, y32, c)
		}
		su, cu := bits.Add(ux, uint(y), uint(c))
		sg, cg := gobits.Add(ux, uint(y), uint(c))
		du, bu := bits.Sub(ux, uint(y), uint(c))
		dg, bg := gobits.Sub(ux, uint(y), uint(c))
		hu, lu := bits.Mul(ux, uint(y))
		hg, lg := gobits.Mul(ux, uint(y))
		if su != sg || cu != cg || du != dg || bu != bg || hu != hg || lu != lg {
			t.Fatalf("Add/Sub/Mul differ")
		}
		if z != 0 {
			hi := x % z
			q1, r1 := bits.Div64(hi, y, z)
			q2, r2 := gobits.Div64(hi, y, z)
			if q1 != q2 || r1 != r2 || bits.Rem64(x, y, z) != gobits.Rem64(x, y, z) {
				t.Fatalf("Div64/Rem64(%x, %x, %x) differ", hi, y, z)
			}
			qu, ru := bits.Div(uint(hi), uint(y), uint(z))
			if uint64(qu) != q2 || uint64(ru) != r2 || uint64(bits.Rem(uint(x), uint(y), uint(z))) != gobits.Rem64(x, y, z) {
				t.Fatalf("Div/Rem differ")
			}
		}
		if z32 != 0 {
			hi := x32 % z32
			q1, r1 := bits.Div32(hi, y32, z32)
			q2, r2 := gobits.Div32(hi, y32, z32)
			if q1 != q2 || r1 != r2 || bits.Rem32(x32, y32, z32) != gobits.Rem32(x32, y32, z32) {
				t.Fatalf("Div32/Rem32(%x, %x, %x) differ", hi, y32, z32)
			}
		}
	}
}
