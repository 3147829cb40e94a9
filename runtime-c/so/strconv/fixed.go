package strconv

import "solod.dev/so/math/bits"

// Fixed precisions of moderate values, without the multiprecision decimal: value =
// mant * 2^e is scaled by a power of ten with exact 128-bit arithmetic and rounded (ties to
// even), which is what rounding the exact decimal gives. fixedFtoa reports false where the
// numbers do not fit (huge or tiny values, long precisions); bigFtoa handles those.

var pow10u64 = [20]uint64{1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
	1e14, 1e15, 1e16, 1e17, 1e18, 1e19}

// scaled returns mant * 2^e * 10^s truncated to an integer, and whether rounding it to
// nearest (ties to even) goes up, if it and the intermediate values fit in 64 and 128 bits.
func scaled(mant uint64, e int, s int) (q uint64, up bool, ok bool) {
	if s >= 0 {
		if s > 19 {
			return 0, false, false
		}
		hi, lo := bits.Mul64(mant, pow10u64[s])
		if e >= 0 {
			if hi != 0 || e >= 64 || e > 0 && lo>>uint(64-e) != 0 {
				return 0, false, false
			}
			return lo << uint(e), false, true
		}
		sh := uint(-e)
		var remHi, remLo, halfHi, halfLo uint64
		switch {
		case sh < 64:
			if hi>>sh != 0 {
				return 0, false, false
			}
			q = hi<<(64-sh) | lo>>sh
			remLo = lo & (1<<sh - 1)
			halfLo = 1 << (sh - 1)
		case sh == 64:
			q = hi
			remLo = lo
			halfLo = 1 << 63
		case sh < 128:
			q = hi >> (sh - 64)
			remHi = hi & (1<<(sh-64) - 1)
			remLo = lo
			halfHi = 1 << (sh - 65)
		default:
			return 0, false, false
		}
		up = remHi > halfHi || remHi == halfHi && (remLo > halfLo || remLo == halfLo && q&1 == 1)
		return q, up, true
	}
	t := -s
	if t > 19 || e > 75 {
		return 0, false, false
	}
	var numHi, numLo uint64
	div := pow10u64[t]
	if e >= 0 {
		switch {
		case e >= 64:
			numHi = mant << uint(e-64)
		case e > 0:
			numHi = mant >> uint(64-e)
			numLo = mant << uint(e)
		default:
			numLo = mant
		}
	} else {
		numLo = mant
		sh := uint(-e)
		if sh >= 64 || div>>(64-sh) != 0 {
			return 0, false, false
		}
		div <<= sh
	}
	if numHi >= div {
		return 0, false, false
	}
	q, r := bits.Div64(numHi, numLo, div)
	up = r > div-r || r == div-r && q&1 == 1
	return q, up, true
}

// fixedFtoa formats mant * 2^e (mant != 0) in format fmt with precision prec >= 0.
func fixedFtoa(dst []byte, neg bool, mant uint64, e int, prec int, fmt byte) ([]byte, bool) {
	var buf [20]digit
	switch fmt {
	case 'f':
		q, up, ok := scaled(mant, e, prec)
		if !ok {
			return dst, false
		}
		if up {
			if q == 1<<64-1 {
				return dst, false
			}
			q++
		}
		if q == 0 {
			return fmtF(dst, neg, digs{buf[:], 0, 0}, prec), true
		}
		nd, dp := setDigits(buf[:], q, -prec)
		return fmtF(dst, neg, digs{buf[:], nd, dp}, prec), true
	case 'e', 'E', 'g', 'G':
		n := prec + 1
		if fmt == 'g' || fmt == 'G' {
			n = prec
			if n == 0 {
				n = 1
			}
		}
		if n > 18 {
			return dst, false
		}
		// k estimates floor(log10(value)) from the binary exponent; the loop corrects it.
		b := e + bits.Len64(mant) - 1
		var k int
		if b >= 0 {
			k = log10Pow2(b)
		} else {
			k = -log10Pow2(-b) - 1
		}
		for tries := 0; tries < 3; tries++ {
			s := n - 1 - k
			lo, up, ok := scaled(mant, e, s)
			if !ok {
				return dst, false
			}
			if lo >= pow10u64[n] {
				k++
				continue
			}
			if lo < pow10u64[n-1] {
				k--
				continue
			}
			q := lo
			if up {
				q++
			}
			dp := k + 1
			var nd int
			if q == pow10u64[n] {
				// Rounding carried into a new digit.
				buf[0] = 1
				nd = 1
				dp++
			} else {
				nd, dp = setDigits(buf[:], q, -s)
			}
			p := prec
			if fmt == 'g' || fmt == 'G' {
				p = n
			}
			return formatDigits(dst, false, neg, digs{buf[:], nd, dp}, p, fmt), true
		}
	}
	return dst, false
}
