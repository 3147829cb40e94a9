package strconv

import "solod.dev/so/math/bits"

// eiselLemire converts mant * 10^exp10 (mant != 0) to the nearest float of format flt
// (ties to even) by the Eisel-Lemire algorithm (Daniel Lemire, "Number Parsing at a
// Gigabyte per Second", 2021): one 64x128-bit multiplication by a truncated power of ten,
// which decides the rounding unless the product is too close to a halfway point; then it
// reports false and the exact decimal decides.
func eiselLemire(mant uint64, exp10 int, neg bool, flt *floatInfo) (uint64, bool) {
	if exp10 < -348 || exp10 > 347 {
		return 0, false
	}
	clz := bits.LeadingZeros64(mant)
	mant <<= uint(clz)
	// The binary exponent of 10^exp10 is about exp10*log2(10) (217706/2^16).
	retExp2 := uint64(217706*exp10>>16+64+(-flt.bias)) - uint64(clz)
	pow := &pow10x[exp10+348]
	xHi, xLo := bits.Mul64(mant, pow[1])
	// The low bits that decide the rounding are all ones: the truncated low half of the
	// power may matter.
	mantBits := flt.mantbits
	// The product's bits below the mantissa and its two rounding bits.
	shift := 64 - uint64(mantBits) - 3
	lowMask := uint64(1)<<shift - 1
	if xHi&lowMask == lowMask && xLo+mant < mant {
		yHi, yLo := bits.Mul64(mant, pow[0])
		mergedHi, mergedLo := xHi, xLo+yHi
		if mergedLo < xLo {
			mergedHi++
		}
		if mergedHi&lowMask == lowMask && mergedLo+1 == 0 && yLo+mant < mant {
			return 0, false
		}
		xHi, xLo = mergedHi, mergedLo
	}
	// Keep mantbits+2 bits: the implicit one, the mantissa and a rounding bit.
	msb := xHi >> 63
	m := xHi >> (msb + shift)
	retExp2 -= 1 ^ msb
	// Exactly halfway with the bits seen: undecided.
	if xLo == 0 && xHi&lowMask == 0 && m&3 == 1 {
		return 0, false
	}
	m += m & 1
	m >>= 1
	if m>>(mantBits+1) > 0 {
		m >>= 1
		retExp2++
	}
	maxExp := uint64(1)<<flt.expbits - 1
	// A biased exponent of 0 (subnormal) or the maximum (infinity) is left to the decimal.
	if retExp2-1 >= maxExp-1 {
		return 0, false
	}
	b := retExp2<<mantBits | m&(uint64(1)<<mantBits-1)
	if neg {
		b |= uint64(1) << (mantBits + flt.expbits)
	}
	return b, true
}
