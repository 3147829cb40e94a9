package strconv

import "unsafe"

// The most bytes FormatFloat writes with precision -1 in the 'e' format (the peer's
// constants; 'f' and 'g' can need more).
const (
	MaxFloat32Len = 15
	MaxFloat64Len = 24
)

// floatInfo describes an IEEE 754 binary format.
type floatInfo struct {
	mantbits uint
	expbits  uint
	bias     int
}

var float32info = floatInfo{23, 8, -127}
var float64info = floatInfo{52, 11, -1023}

func float64bits(f float64) uint64     { return *(*uint64)(unsafe.Pointer(&f)) }
func float32bits(f float32) uint32     { return *(*uint32)(unsafe.Pointer(&f)) }
func float64frombits(b uint64) float64 { return *(*float64)(unsafe.Pointer(&b)) }
func float32frombits(b uint32) float32 { return *(*float32)(unsafe.Pointer(&b)) }

// FormatFloat returns f in the format fmt with precision prec, f having been a float32
// (bitSize 32) or a float64 (bitSize 64), as Go's strconv.FormatFloat writes it:
//
//	'b' -ddddp±ddd (binary exponent)     'e', 'E' -d.dddde±dd
//	'f' -ddd.dddd                        'g', 'G' 'e' for large exponents, else 'f'
//	'x', 'X' -0x1.hhhhp±dd (hexadecimal)
//
// prec is the number of digits after the point ('e', 'f', 'x'), or of significant digits
// ('g'); -1 is the fewest digits that ParseFloat reads back as exactly f. The string is
// written into dst's memory and shares it: dst's capacity must hold it (MaxFloat64Len for
// prec -1 in 'e' format; more for 'f' of large values or a large prec).
func FormatFloat(dst []byte, f float64, fmt byte, prec, bitSize int) string {
	return view(AppendFloat(dst[:0], f, fmt, prec, bitSize))
}

// AppendFloat appends FormatFloat's representation of f to dst and returns the extended
// slice.
func AppendFloat(dst []byte, f float64, fmt byte, prec, bitSize int) []byte {
	var bits uint64
	var flt *floatInfo
	switch bitSize {
	case 32:
		bits = uint64(float32bits(float32(f)))
		flt = &float32info
	case 64:
		bits = float64bits(f)
		flt = &float64info
	default:
		panic("strconv: illegal AppendFloat/FormatFloat bitSize")
	}
	neg := bits>>(flt.expbits+flt.mantbits) != 0
	exp := int(bits>>flt.mantbits) & (1<<flt.expbits - 1)
	bexp := exp
	mant := bits & (uint64(1)<<flt.mantbits - 1)
	switch exp {
	case 1<<flt.expbits - 1:
		if mant != 0 {
			return append(dst, "NaN"...)
		}
		if neg {
			return append(dst, "-Inf"...)
		}
		return append(dst, "+Inf"...)
	case 0:
		exp++ // subnormal: the exponent of the smallest normal, no implicit bit
	default:
		mant |= uint64(1) << flt.mantbits
	}
	exp += flt.bias

	switch fmt {
	case 'b':
		return fmtB(dst, neg, mant, exp, flt)
	case 'x', 'X':
		return fmtX(dst, prec, fmt, neg, mant, exp, flt)
	}

	if prec < 0 && flt == &float64info && mant != 0 && !(mant == 1<<52 && bexp != 0) {
		// The shortest digits of a float64 (other than a power of two, whose asymmetric
		// interval bigFtoa handles as Go does).
		var buf [20]digit
		v, e := ryu64(mant&fracMask64, bexp)
		nd, dp := setDigits(buf[:], v, e)
		return formatShortest(dst, neg, digs{buf[:], nd, dp}, fmt)
	}
	if prec >= 0 && mant != 0 {
		if out, ok := fixedFtoa(dst, neg, mant, exp-int(flt.mantbits), prec, fmt); ok {
			return out
		}
	}
	return bigFtoa(dst, neg, mant, exp, prec, fmt, flt)
}

const fracMask64 = 1<<52 - 1

// bigFtoa formats through the exact multiprecision decimal.
func bigFtoa(dst []byte, neg bool, mant uint64, exp int, prec int, fmt byte, flt *floatInfo) []byte {
	var d decimal
	shortest := prec < 0
	if shortest {
		roundShortest(&d, mant, exp, flt)
		return formatShortest(dst, neg, digs{d.d[:], d.nd, d.dp}, fmt)
	}
	d.assign(mant)
	d.shift(exp - int(flt.mantbits))
	switch fmt {
	case 'e', 'E':
		d.round(prec + 1)
	case 'f':
		d.round(d.dp + prec)
	case 'g', 'G':
		if prec == 0 {
			prec = 1
		}
		d.round(prec)
	}
	return formatDigits(dst, false, neg, digs{d.d[:], d.nd, d.dp}, prec, fmt)
}

// digs is a view of decimal digits: 0.d[0]...d[nd-1] * 10^dp.
type digs struct {
	d  []digit
	nd int
	dp int
}

// formatShortest formats the shortest digits, with the precision each format then has.
func formatShortest(dst []byte, neg bool, d digs, fmt byte) []byte {
	prec := 0
	switch fmt {
	case 'e', 'E':
		prec = d.nd - 1
		if prec < 0 {
			prec = 0
		}
	case 'f':
		prec = d.nd - d.dp
		if prec < 0 {
			prec = 0
		}
	case 'g', 'G':
		prec = d.nd
	}
	return formatDigits(dst, true, neg, d, prec, fmt)
}

func formatDigits(dst []byte, shortest bool, neg bool, d digs, prec int, fmt byte) []byte {
	switch fmt {
	case 'e', 'E':
		return fmtE(dst, neg, d, prec, fmt)
	case 'f':
		return fmtF(dst, neg, d, prec)
	case 'g', 'G':
		eprec := prec
		if eprec > d.nd && d.nd >= d.dp {
			eprec = d.nd
		}
		// %e for exponents below -4 or from the precision on; the shortest form decides
		// as if the precision were 6.
		if shortest {
			eprec = 6
		}
		exp := d.dp - 1
		if exp < -4 || exp >= eprec {
			if prec > d.nd {
				prec = d.nd
			}
			return fmtE(dst, neg, d, prec-1, fmt+'e'-'g')
		}
		if prec > d.dp {
			prec = d.nd
		}
		p := prec - d.dp
		if p < 0 {
			p = 0
		}
		return fmtF(dst, neg, d, p)
	}
	// An unknown format: Go writes '%' and the format byte.
	return append(dst, '%', fmt)
}

// roundShortest sets d to the shortest decimal that rounds back to mant*2^(exp-mantbits):
// among the decimals strictly inside the interval halfway to the neighbouring floats
// (inclusive when mant is even, since ties round to even), one with the fewest digits,
// and of those the closest.
func roundShortest(d *decimal, mant uint64, exp int, flt *floatInfo) {
	if mant == 0 {
		d.nd = 0
		d.dp = 0
		return
	}
	e := exp - int(flt.mantbits)
	d.assign(mant)
	d.shift(e)

	var upper, lower decimal
	upper.assign(mant*2 + 1)
	upper.shift(e - 1)
	minexp := flt.bias + 1
	boundary := mant == uint64(1)<<flt.mantbits && exp > minexp
	if !boundary {
		lower.assign(mant*2 - 1)
		lower.shift(e - 1)
	} else {
		// The float below has the next smaller exponent: its gap is half as wide.
		lower.assign(mant*4 - 1)
		lower.shift(e - 2)
	}
	inclusive := mant%2 == 0

	// Walk the digit positions from the highest (upper's first) down. p is the power of
	// ten of the position; digitAt reads each number's digit there.
	// diff is upper's digits minus d's digits down to the current position, as a number in
	// units of that position (capped at 2: all that matters is 0, 1 or more).
	diff := 0
	for p := upper.dp - 1; ; p-- {
		li := lower.dp - 1 - p
		mi := d.dp - 1 - p
		ui := upper.dp - 1 - p
		l := digitAt(&lower, li)
		m := digitAt(d, mi)
		u := digitAt(&upper, ui)
		// Truncating d here stays above lower if their digits differ here (all higher ones
		// are equal, or we would have stopped), or lands on lower itself when it ends here
		// and lower is allowed.
		okdown := l != m || inclusive && li+1 == lower.nd
		// Rounding d up here adds one unit to d's digits: it stays below upper if upper's
		// digits are at least two units more, or one unit more with more digits of upper
		// to come (or upper itself is allowed).
		diff = diff*10 + int(u) - int(m)
		if diff > 2 {
			diff = 2
		}
		okup := diff == 2 || diff == 1 && (inclusive || ui+1 < upper.nd)
		switch {
		case okdown && okup:
			// Both neighbours fit: the nearer, ties to even. Go (Dragonbox) breaks a tie
			// upwards when the interval is asymmetric (mant a power of two), except for
			// float64 at binary exponent -77.
			if boundary && !(flt == &float64info && e == -77) && !d.roundsUp(mi+1) && isTie(d, mi+1) {
				d.roundUp(mi + 1)
				return
			}
			d.round(mi + 1)
			return
		case okdown:
			d.roundDown(mi + 1)
			return
		case okup:
			d.roundUp(mi + 1)
			return
		}
	}
}

// isTie reports whether a lies exactly halfway between its roundings to nd digits.
func isTie(a *decimal, nd int) bool {
	return nd >= 0 && nd+1 == a.nd && a.d[nd] == 5 && !a.trunc
}

func digitAt(a *decimal, i int) digit {
	if i < 0 || i >= a.nd {
		return 0
	}
	return a.d[i]
}

// fmtE writes -d.ddde±dd with prec digits after the point.
func fmtE(dst []byte, neg bool, d digs, prec int, fmt byte) []byte {
	if neg {
		dst = append(dst, '-')
	}
	first := byte('0')
	if d.nd != 0 {
		first += byte(d.d[0])
	}
	dst = append(dst, first)
	if prec > 0 {
		dst = append(dst, '.')
		i := 1
		m := d.nd
		if prec+1 < m {
			m = prec + 1
		}
		for ; i < m; i++ {
			dst = append(dst, '0'+byte(d.d[i]))
		}
		for ; i <= prec; i++ {
			dst = append(dst, '0')
		}
	}
	dst = append(dst, fmt)
	exp := d.dp - 1
	if d.nd == 0 {
		exp = 0
	}
	if exp < 0 {
		dst = append(dst, '-')
		exp = -exp
	} else {
		dst = append(dst, '+')
	}
	switch {
	case exp < 10:
		dst = append(dst, '0', byte(exp)+'0')
	case exp < 100:
		dst = append(dst, byte(exp/10)+'0', byte(exp%10)+'0')
	default:
		dst = append(dst, byte(exp/100)+'0', byte(exp/10)%10+'0', byte(exp%10)+'0')
	}
	return dst
}

// fmtF writes -ddd.ddd with prec digits after the point.
func fmtF(dst []byte, neg bool, d digs, prec int) []byte {
	if neg {
		dst = append(dst, '-')
	}
	if d.dp > 0 {
		m := d.nd
		if d.dp < m {
			m = d.dp
		}
		for i := 0; i < m; i++ {
			dst = append(dst, '0'+byte(d.d[i]))
		}
		for ; m < d.dp; m++ {
			dst = append(dst, '0')
		}
	} else {
		dst = append(dst, '0')
	}
	if prec > 0 {
		dst = append(dst, '.')
		for i := 0; i < prec; i++ {
			ch := byte('0')
			if j := d.dp + i; 0 <= j && j < d.nd {
				ch += byte(d.d[j])
			}
			dst = append(dst, ch)
		}
	}
	return dst
}

// fmtB writes -ddddp±ddd: the integer mantissa and the binary exponent.
func fmtB(dst []byte, neg bool, mant uint64, exp int, flt *floatInfo) []byte {
	if neg {
		dst = append(dst, '-')
	}
	dst = AppendUint(dst, mant, 10)
	dst = append(dst, 'p')
	exp -= int(flt.mantbits)
	if exp >= 0 {
		dst = append(dst, '+')
	}
	return AppendInt(dst, int64(exp), 10)
}

// fmtX writes -0x1.hhhhp±dd: a hexadecimal mantissa with one integer digit, rounded to prec
// hexadecimal digits (half to even; -1 for as many as needed), and a decimal binary exponent
// of at least two digits.
func fmtX(dst []byte, prec int, fmt byte, neg bool, mant uint64, exp int, flt *floatInfo) []byte {
	if mant == 0 {
		exp = 0
	}
	// Put the leading 1 at bit 60.
	mant <<= 60 - flt.mantbits
	for mant != 0 && mant&(1<<60) == 0 {
		mant <<= 1
		exp--
	}
	if prec >= 0 && prec < 15 {
		shift := uint(prec * 4)
		extra := (mant << shift) & (1<<60 - 1)
		mant >>= 60 - shift
		const half = 1 << 59
		if extra > half || extra == half && mant&1 == 1 {
			mant++
		}
		mant <<= 60 - shift
		if mant&(1<<61) != 0 {
			// Rounded up to 2.0: renormalize.
			mant >>= 1
			exp++
		}
	}
	hex := lowerhex
	if fmt == 'X' {
		hex = "0123456789ABCDEF"
	}
	if neg {
		dst = append(dst, '-')
	}
	dst = append(dst, '0', fmt, '0'+byte(mant>>60&1))
	mant <<= 4
	if prec < 0 && mant != 0 {
		dst = append(dst, '.')
		for mant != 0 {
			dst = append(dst, hex[mant>>60&15])
			mant <<= 4
		}
	} else if prec > 0 {
		dst = append(dst, '.')
		for i := 0; i < prec; i++ {
			dst = append(dst, hex[mant>>60&15])
			mant <<= 4
		}
	}
	ch := byte('P')
	if fmt == 'x' {
		ch = 'p'
	}
	dst = append(dst, ch)
	if exp < 0 {
		dst = append(dst, '-')
		exp = -exp
	} else {
		dst = append(dst, '+')
	}
	switch {
	case exp < 100:
		dst = append(dst, byte(exp/10)+'0', byte(exp%10)+'0')
	case exp < 1000:
		dst = append(dst, byte(exp/100)+'0', byte(exp/10)%10+'0', byte(exp%10)+'0')
	default:
		dst = append(dst, byte(exp/1000)+'0', byte(exp/100)%10+'0', byte(exp/10)%10+'0', byte(exp%10)+'0')
	}
	return dst
}
