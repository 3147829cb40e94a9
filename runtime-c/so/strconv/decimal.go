package strconv

// decimal is an exact (up to maxDigits digits) decimal number: 0.d[0]d[1]...d[nd-1] * 10^dp,
// with the digits as values 0 to 9 and no trailing zeros. trunc records that nonzero digits
// were dropped past maxDigits (when parsing long input). Floating-point values are converted
// through it where the fast paths do not apply: every float64 is exactly representable in
// 800 digits.
type decimal struct {
	d     [maxDigits]digit
	nd    int
	dp    int
	neg   bool
	trunc bool
}

const maxDigits = 800

// digit is a decimal digit's value, 0 to 9. (A type of its own, not byte: a []byte result
// of a function given a *decimal then cannot point into the decimal, which solod's escape
// analysis sees by the types.)
type digit uint8

// maxShift is the largest shift applied at once: digit*2^maxShift and the carry must fit
// in 64 bits.
const maxShift = 60

// assign sets a to the integer v.
func (a *decimal) assign(v uint64) {
	var buf [20]digit
	n := 0
	for v > 0 {
		q := v / 10
		buf[n] = digit(v - q*10)
		n++
		v = q
	}
	a.nd = 0
	for n--; n >= 0; n-- {
		a.d[a.nd] = buf[n]
		a.nd++
	}
	a.dp = a.nd
	a.trim()
}

// trim drops trailing zeros.
func (a *decimal) trim() {
	for a.nd > 0 && a.d[a.nd-1] == 0 {
		a.nd--
	}
	if a.nd == 0 {
		a.dp = 0
	}
}

// shift multiplies a by 2^k (divides for k < 0).
func (a *decimal) shift(k int) {
	if a.nd == 0 {
		return
	}
	for k > 0 {
		s := k
		if s > maxShift {
			s = maxShift
		}
		a.shl(uint(s))
		k -= s
	}
	for k < 0 {
		s := -k
		if s > maxShift {
			s = maxShift
		}
		a.shr(uint(s))
		k += s
	}
}

// shl multiplies by 2^k: digits from the right, each times 2^k plus the carry; the carry
// left at the end adds leading digits. At most maxDigits digits are kept.
func (a *decimal) shl(k uint) {
	// The product's digits, least significant first.
	var tmp [maxDigits + 20]digit
	t := 0
	var carry uint64
	for r := a.nd - 1; r >= 0; r-- {
		n := uint64(a.d[r])<<k + carry
		q := n / 10
		tmp[t] = digit(n - q*10)
		t++
		carry = q
	}
	for carry > 0 {
		q := carry / 10
		tmp[t] = digit(carry - q*10)
		t++
		carry = q
	}
	lead := t - a.nd
	nd := t
	if nd > maxDigits {
		for i := 0; i < nd-maxDigits; i++ {
			if tmp[i] != 0 {
				a.trunc = true
			}
		}
		nd = maxDigits
	}
	for i := 0; i < nd; i++ {
		a.d[i] = tmp[t-1-i]
	}
	a.nd = nd
	a.dp += lead
	a.trim()
}

// shr divides by 2^k: long division from the left.
func (a *decimal) shr(k uint) {
	r := 0
	w := 0
	var n uint64
	// Read digits until the quotient has a first digit.
	for ; n>>k == 0; r++ {
		if r >= a.nd {
			if n == 0 {
				a.nd = 0
				return
			}
			for n>>k == 0 {
				n *= 10
				r++
			}
			break
		}
		n = n*10 + uint64(a.d[r])
	}
	a.dp -= r - 1
	mask := uint64(1)<<k - 1
	for ; r < a.nd; r++ {
		c := uint64(a.d[r])
		q := n >> k
		n &= mask
		a.d[w] = digit(q)
		w++
		n = n*10 + c
	}
	for n > 0 {
		q := n >> k
		n &= mask
		if w < maxDigits {
			a.d[w] = digit(q)
			w++
		} else if q > 0 {
			a.trunc = true
		}
		n *= 10
	}
	a.nd = w
	a.trim()
}

// roundsUp reports whether rounding a to nd digits goes up: past half, or exactly half
// with an odd last digit (half to even); digits dropped on input count as past half.
func (a *decimal) roundsUp(nd int) bool {
	if nd < 0 || nd >= a.nd {
		return false
	}
	if a.d[nd] == 5 && nd+1 == a.nd {
		if a.trunc {
			return true
		}
		return nd > 0 && a.d[nd-1]%2 == 1
	}
	return a.d[nd] >= 5
}

// round rounds a to nd digits (half to even).
func (a *decimal) round(nd int) {
	if nd < 0 || nd >= a.nd {
		return
	}
	if a.roundsUp(nd) {
		a.roundUp(nd)
	} else {
		a.roundDown(nd)
	}
}

func (a *decimal) roundDown(nd int) {
	if nd < 0 || nd >= a.nd {
		return
	}
	a.nd = nd
	a.trim()
}

func (a *decimal) roundUp(nd int) {
	if nd < 0 || nd >= a.nd {
		return
	}
	i := nd - 1
	for ; i >= 0; i-- {
		if a.d[i] < 9 {
			a.d[i]++
			a.nd = i + 1
			return
		}
	}
	// All nines: 0.999... becomes 1.0 with one more integer digit.
	a.d[0] = 1
	a.nd = 1
	a.dp++
}

// roundedInteger returns the integer part of a rounded to nearest (half to even); a must
// fit in 64 bits.
func (a *decimal) roundedInteger() uint64 {
	if a.dp > 20 {
		return 0xFFFFFFFFFFFFFFFF
	}
	var n uint64
	i := 0
	for ; i < a.dp && i < a.nd; i++ {
		n = n*10 + uint64(a.d[i])
	}
	for ; i < a.dp; i++ {
		n *= 10
	}
	if a.roundsUp(a.dp) {
		n++
	}
	return n
}
