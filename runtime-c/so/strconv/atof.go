package strconv

// ParseFloat converts s to a floating-point number with the precision of bitSize (32 for
// float32, otherwise 64), rounded to nearest (ties to even) as Go's ParseFloat does. It
// accepts Go's floating-point syntax: decimal ("1.5e-3", ".5", "1_000.5" with underscores
// only between digits), hexadecimal with a binary exponent ("0x1.8p+3"), and "inf",
// "infinity" and "nan" in any case, with an optional sign (but not for "nan").
//
// Errors: ErrSyntax for a malformed s (the result is 0); ErrRange when the value overflows
// (the result is ±Inf).
func ParseFloat(s string, bitSize int) (float64, error) {
	if bitSize == 32 {
		f, err := parse(s, &float32info)
		return f, err
	}
	return parse(s, &float64info)
}

// The exact powers of ten of float64 and float32.
var pow10f64 = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
	1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}
var pow10f32 = [...]float32{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10}

func parse(s string, flt *floatInfo) (float64, error) {
	const fn = "ParseFloat"
	if f, n, ok := special(s); ok {
		if n != len(s) {
			return 0, syntaxError(fn, s)
		}
		return f, nil
	}
	m, ok := readFloat(s)
	if !ok || m.end != len(s) {
		return 0, syntaxError(fn, s)
	}
	if m.hex {
		bits, over := hexBits(m, flt)
		f := bitsToFloat(bits, flt)
		if over {
			return f, rangeError(fn, s)
		}
		return f, nil
	}
	if !m.trunc {
		if f, ok := exact(m, flt); ok {
			return f, nil
		}
	}
	if m.mant == 0 {
		if m.neg {
			return bitsToFloat(uint64(1)<<(flt.mantbits+flt.expbits), flt), nil
		}
		return 0, nil
	}
	// mant*10^exp and (mant+1)*10^exp bound the value when digits were dropped: if both
	// round to the same float, that is the result.
	if b, ok := eiselLemire(m.mant, m.exp, m.neg, flt); ok {
		if !m.trunc {
			return bitsToFloat(b, flt), nil
		}
		if b2, ok := eiselLemire(m.mant+1, m.exp, m.neg, flt); ok && b2 == b {
			return bitsToFloat(b, flt), nil
		}
	}
	var d decimal
	d.set(s)
	bits, over := d.floatBits(flt)
	f := bitsToFloat(bits, flt)
	if over {
		return f, rangeError(fn, s)
	}
	return f, nil
}

func bitsToFloat(bits uint64, flt *floatInfo) float64 {
	if flt == &float32info {
		return float64(float32frombits(uint32(bits)))
	}
	return float64frombits(bits)
}

// prefixFold returns how many bytes of s match word (lower case) ignoring ASCII case.
func prefixFold(s, word string) int {
	n := 0
	for n < len(s) && n < len(word) && lower(s[n]) == word[n] {
		n++
	}
	return n
}

// special reads an optionally signed "inf" or "infinity", or "nan", at the start of s.
func special(s string) (f float64, n int, ok bool) {
	if len(s) == 0 {
		return 0, 0, false
	}
	sign := 0
	rest := s
	if s[0] == '+' || s[0] == '-' {
		sign = 1
		rest = s[1:]
	}
	if len(rest) > 0 && lower(rest[0]) == 'i' {
		k := prefixFold(rest, "infinity")
		if 3 < k && k < 8 {
			k = 3
		}
		if k == 3 || k == 8 {
			inf := float64frombits(0x7FF0000000000000)
			if s[0] == '-' {
				inf = float64frombits(0xFFF0000000000000)
			}
			return inf, sign + k, true
		}
	}
	if sign == 0 && len(rest) > 0 && lower(rest[0]) == 'n' && prefixFold(rest, "nan") == 3 {
		return float64frombits(0x7FF8000000000001), 3, true
	}
	return 0, 0, false
}

// mantExp is a number read by readFloat: mant * base^exp (base 10, or 2 when hex), with
// trunc set when nonzero digits did not fit in mant, and end the length of the number.
type mantExp struct {
	mant  uint64
	exp   int
	neg   bool
	trunc bool
	hex   bool
	end   int
}

// readFloat reads a decimal or hexadecimal floating-point number at the start of s.
func readFloat(s string) (m mantExp, ok bool) {
	i := 0
	underscores := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		m.neg = s[i] == '-'
		i++
	}
	base := uint64(10)
	maxMant := 19
	expChar := byte('e')
	if i+2 < len(s) && s[i] == '0' && lower(s[i+1]) == 'x' {
		base = 16
		maxMant = 16
		i += 2
		expChar = 'p'
		m.hex = true
	}
	sawDot, sawDigits := false, false
	nd, ndMant, dp := 0, 0, 0
loop:
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_':
			underscores = true
			continue
		case c == '.':
			if sawDot {
				break loop
			}
			sawDot = true
			dp = nd
			continue
		case '0' <= c && c <= '9':
			sawDigits = true
			if c == '0' && nd == 0 {
				// Leading zeros only move the point.
				dp--
				continue
			}
			nd++
			if ndMant < maxMant {
				m.mant = m.mant*base + uint64(c-'0')
				ndMant++
			} else if c != '0' {
				m.trunc = true
			}
			continue
		case base == 16 && 'a' <= lower(c) && lower(c) <= 'f':
			sawDigits = true
			nd++
			if ndMant < maxMant {
				m.mant = m.mant*16 + uint64(lower(c)-'a'+10)
				ndMant++
			} else {
				m.trunc = true
			}
			continue
		}
		break
	}
	if !sawDigits {
		return m, false
	}
	if !sawDot {
		dp = nd
	}
	if base == 16 {
		dp *= 4
		ndMant *= 4
	}
	if i < len(s) && lower(s[i]) == expChar {
		i++
		if i >= len(s) {
			return m, false
		}
		esign := 1
		if s[i] == '+' {
			i++
		} else if s[i] == '-' {
			i++
			esign = -1
		}
		if i >= len(s) || s[i] < '0' || s[i] > '9' {
			return m, false
		}
		e := 0
		for ; i < len(s) && ('0' <= s[i] && s[i] <= '9' || s[i] == '_'); i++ {
			if s[i] == '_' {
				underscores = true
				continue
			}
			if e < 10000 {
				e = e*10 + int(s[i]) - '0'
			}
		}
		dp += e * esign
	} else if base == 16 {
		// A hexadecimal mantissa needs a 'p' exponent.
		return m, false
	}
	if m.mant != 0 {
		m.exp = dp - ndMant
	}
	if underscores && !underscoreOK(s[:i]) {
		return m, false
	}
	m.end = i
	return m, true
}

// exact converts a decimal mantissa and exponent whose value float arithmetic computes
// exactly (both the mantissa and the power of ten are exact and one operation rounds once).
func exact(m mantExp, flt *floatInfo) (float64, bool) {
	if flt == &float32info {
		if m.mant>>24 != 0 {
			return 0, false
		}
		f := float32(m.mant)
		if m.neg {
			f = -f
		}
		exp := m.exp
		switch {
		case exp == 0:
			return float64(f), true
		case exp > 0 && exp <= 7+10:
			if exp > 10 {
				f *= pow10f32[exp-10]
				exp = 10
			}
			if f > 1e7 || f < -1e7 {
				return 0, false
			}
			return float64(f * pow10f32[exp]), true
		case exp < 0 && exp >= -10:
			return float64(f / pow10f32[-exp]), true
		}
		return 0, false
	}
	if m.mant>>53 != 0 {
		return 0, false
	}
	f := float64(m.mant)
	if m.neg {
		f = -f
	}
	exp := m.exp
	switch {
	case exp == 0:
		return f, true
	case exp > 0 && exp <= 15+22:
		if exp > 22 {
			f *= pow10f64[exp-22]
			exp = 22
		}
		if f > 1e15 || f < -1e15 {
			return 0, false
		}
		return f * pow10f64[exp], true
	case exp < 0 && exp >= -22:
		return f / pow10f64[-exp], true
	}
	return 0, false
}

// set reads the decimal number at the start of s (its syntax already checked by readFloat).
func (a *decimal) set(s string) {
	i := 0
	a.neg = false
	a.trunc = false
	a.nd = 0
	a.dp = 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		a.neg = s[i] == '-'
		i++
	}
	sawDot := false
	for ; i < len(s); i++ {
		c := s[i]
		if c == '_' {
			continue
		}
		if c == '.' {
			if sawDot {
				break
			}
			sawDot = true
			a.dp = a.nd
			continue
		}
		if c < '0' || c > '9' {
			break
		}
		if c == '0' && a.nd == 0 {
			a.dp--
			continue
		}
		if a.nd < maxDigits {
			a.d[a.nd] = digit(c - '0')
			a.nd++
		} else if c != '0' {
			a.trunc = true
		}
	}
	if !sawDot {
		a.dp = a.nd
	}
	if i < len(s) && lower(s[i]) == 'e' {
		i++
		esign := 1
		if s[i] == '+' {
			i++
		} else if s[i] == '-' {
			i++
			esign = -1
		}
		e := 0
		for ; i < len(s) && ('0' <= s[i] && s[i] <= '9' || s[i] == '_'); i++ {
			if s[i] == '_' {
				continue
			}
			if e < 10000 {
				e = e*10 + int(s[i]) - '0'
			}
		}
		a.dp += e * esign
	}
	// Leading zeros were skipped; trailing ones carry no information.
	nd := a.nd
	a.trim()
	if a.nd == 0 && nd == 0 {
		a.dp = 0
	}
}

// floatBits converts a to the nearest float of format flt (ties to even), and reports
// overflow (the bits are then ±Inf).
func (a *decimal) floatBits(flt *floatInfo) (uint64, bool) {
	var exp int
	var mant uint64
	overflow := false
	maxBiased := 1<<flt.expbits - 1
	switch {
	case a.nd == 0:
		exp = flt.bias
	case a.dp > 310:
		overflow = true
	case a.dp < -330:
		exp = flt.bias
	default:
		// Scale a into [0.5, 1), counting the binary exponent taken out.
		for a.dp > 0 {
			n := a.dp * 3
			if n > maxShift {
				n = maxShift
			}
			a.shift(-n)
			exp += n
		}
		for a.dp < 0 || a.dp == 0 && a.d[0] < 5 {
			n := 1
			if a.dp < 0 {
				n = -a.dp * 3
				if n > maxShift {
					n = maxShift
				}
			}
			a.shift(n)
			exp -= n
		}
		// Now a is in [0.5, 1): the mantissa's leading bit is the first below the point.
		exp--
		if exp < flt.bias+1 {
			// Subnormal: fewer mantissa bits.
			n := flt.bias + 1 - exp
			a.shift(-n)
			exp += n
		}
		if exp-flt.bias >= maxBiased {
			overflow = true
			break
		}
		a.shift(int(1 + flt.mantbits))
		mant = a.roundedInteger()
		if mant == 2<<flt.mantbits {
			// Rounding carried into a new bit.
			mant >>= 1
			exp++
			if exp-flt.bias >= maxBiased {
				overflow = true
				break
			}
		}
		if mant&(1<<flt.mantbits) == 0 {
			exp = flt.bias
		}
	}
	if overflow {
		mant = 0
		exp = maxBiased + flt.bias
	}
	bits := mant & (uint64(1)<<flt.mantbits - 1)
	bits |= uint64((exp-flt.bias)&maxBiased) << flt.mantbits
	if a.neg {
		bits |= uint64(1) << flt.mantbits << flt.expbits
	}
	return bits, overflow
}

// hexBits rounds a hexadecimal mantissa times 2^exp to the format flt (ties to even), and
// reports overflow (the bits are then ±Inf).
func hexBits(m mantExp, flt *floatInfo) (uint64, bool) {
	mant := m.mant
	exp := m.exp + int(flt.mantbits)
	maxExp := 1<<flt.expbits + flt.bias - 2
	minExp := flt.bias + 1
	// Normalize to a leading 1 followed by mantbits bits and two rounding bits, the last
	// one sticky (set when any lower bit is).
	for mant != 0 && mant>>(flt.mantbits+2) == 0 {
		mant <<= 1
		exp--
	}
	if m.trunc {
		mant |= 1
	}
	for mant>>(1+flt.mantbits+2) != 0 {
		mant = mant>>1 | mant&1
		exp++
	}
	// Too small: shift into a subnormal (keeping the sticky bit).
	for mant > 1 && exp < minExp-2 {
		mant = mant>>1 | mant&1
		exp++
	}
	low := mant & 3
	mant >>= 2
	exp += 2
	// Round up above half, or at half when the mantissa is odd.
	if low == 3 || low == 2 && mant&1 == 1 {
		mant++
		if mant == 1<<(1+flt.mantbits) {
			mant >>= 1
			exp++
		}
	}
	if mant>>flt.mantbits == 0 {
		exp = flt.bias
	}
	overflow := false
	if exp > maxExp {
		mant = 1 << flt.mantbits
		exp = maxExp + 1
		overflow = true
	}
	bits := mant & (uint64(1)<<flt.mantbits - 1)
	bits |= uint64((exp-flt.bias)&(1<<flt.expbits-1)) << flt.mantbits
	if m.neg {
		bits |= uint64(1) << flt.mantbits << flt.expbits
	}
	return bits, overflow
}
