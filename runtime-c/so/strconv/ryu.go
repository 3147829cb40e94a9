package strconv

import "solod.dev/so/math/bits"

// Shortest formatting of a float64 by Ulf Adams' Ryu algorithm ("Ryu: fast float-to-string
// conversion", PLDI 2018): the interval of decimals that round to the float is scaled by a
// power of ten computed with 128-bit approximations of powers of five (pow5.go), and
// digits are removed while the interval still holds a shorter decimal.

// pow5bits returns the number of bits of 5^e (1 for e == 0), for 0 <= e <= 3528.
func pow5bits(e int) int { return int((uint32(e)*1217359)>>19) + 1 }

// log10Pow2 returns floor(log10(2^e)) for 0 <= e <= 1650.
func log10Pow2(e int) int { return int((uint32(e) * 78913) >> 18) }

// log10Pow5 returns floor(log10(5^e)) for 0 <= e <= 2620.
func log10Pow5(e int) int { return int((uint32(e) * 732923) >> 20) }

func pow5Factor(v uint64) int {
	n := 0
	for v > 0 {
		q := v / 5
		if v-q*5 != 0 {
			break
		}
		v = q
		n++
	}
	return n
}

func multipleOfPow5(v uint64, p int) bool { return pow5Factor(v) >= p }

func multipleOfPow2(v uint64, p int) bool { return v&(uint64(1)<<uint(p)-1) == 0 }

// mulShift returns (m * mul) >> j for the 128-bit mul and j >= 64.
func mulShift(m uint64, mul *[2]uint64, j int) uint64 {
	hi0, _ := bits.Mul64(m, mul[0])
	hi2, lo2 := bits.Mul64(m, mul[1])
	sum, c := bits.Add64(lo2, hi0, 0)
	hi2 += c
	s := uint(j - 64)
	if s == 0 {
		return sum
	}
	return sum>>s | hi2<<(64-s)
}

// ryu64 returns the shortest decimal digits and exponent (value = digits * 10^exp) that
// round back to the float64 with fraction bits frac and biased exponent field bexp (not 0x7FF,
// not both 0). Among the shortest, the nearest is chosen, ties to even.
func ryu64(frac uint64, bexp int) (uint64, int) {
	var e2 int
	var m2 uint64
	if bexp == 0 {
		e2 = 1 - 1023 - 52 - 2
		m2 = frac
	} else {
		e2 = bexp - 1023 - 52 - 2
		m2 = frac | 1<<52
	}
	even := m2&1 == 0
	mv := 4 * m2
	mmShift := uint64(0)
	if frac != 0 || bexp <= 1 {
		mmShift = 1
	}
	var vr, vp, vm uint64
	var e10 int
	vmTrailingZeros, vrTrailingZeros := false, false
	if e2 >= 0 {
		q := log10Pow2(e2)
		if e2 > 3 {
			q--
		}
		e10 = q
		k := 125 + pow5bits(q) - 1
		i := -e2 + q + k
		mul := &pow5inv[q]
		vr = mulShift(4*m2, mul, i)
		vp = mulShift(4*m2+2, mul, i)
		vm = mulShift(4*m2-1-mmShift, mul, i)
		if q <= 21 {
			if mv%5 == 0 {
				vrTrailingZeros = multipleOfPow5(mv, q)
			} else if even {
				vmTrailingZeros = multipleOfPow5(mv-1-mmShift, q)
			} else if multipleOfPow5(mv+2, q) {
				vp--
			}
		}
	} else {
		q := log10Pow5(-e2)
		if -e2 > 1 {
			q--
		}
		e10 = q + e2
		i := -e2 - q
		k := pow5bits(i) - 125
		j := q - k
		mul := &pow5[i]
		vr = mulShift(4*m2, mul, j)
		vp = mulShift(4*m2+2, mul, j)
		vm = mulShift(4*m2-1-mmShift, mul, j)
		if q <= 1 {
			vrTrailingZeros = true
			if even {
				vmTrailingZeros = mmShift == 1
			} else {
				vp--
			}
		} else if q < 63 {
			vrTrailingZeros = multipleOfPow2(mv, q)
		}
	}
	removed := 0
	var last uint64
	var out uint64
	if vmTrailingZeros || vrTrailingZeros {
		// The rare exact cases: track whether the removed digits were all zeros.
		for vp/10 > vm/10 {
			vmTrailingZeros = vmTrailingZeros && vm%10 == 0
			vrTrailingZeros = vrTrailingZeros && last == 0
			last = vr % 10
			vr /= 10
			vp /= 10
			vm /= 10
			removed++
		}
		if vmTrailingZeros {
			for vm%10 == 0 {
				vrTrailingZeros = vrTrailingZeros && last == 0
				last = vr % 10
				vr /= 10
				vp /= 10
				vm /= 10
				removed++
			}
		}
		if vrTrailingZeros && last == 5 && vr%2 == 0 {
			// Exactly halfway: round to even.
			last = 4
		}
		out = vr
		if (vr == vm && (!even || !vmTrailingZeros)) || last >= 5 {
			out++
		}
	} else {
		roundUp := false
		if vp/100 > vm/100 {
			roundUp = vr%100 >= 50
			vr /= 100
			vp /= 100
			vm /= 100
			removed += 2
		}
		for vp/10 > vm/10 {
			roundUp = vr%10 >= 5
			vr /= 10
			vp /= 10
			vm /= 10
			removed++
		}
		out = vr
		if vr == vm || roundUp {
			out++
		}
	}
	return out, e10 + removed
}

// setDigits writes v's decimal digits (v > 0) into d, with the decimal point so that the
// value is v * 10^exp, trailing zeros dropped.
func setDigits(d []digit, v uint64, exp int) (nd, dp int) {
	var tmp [20]digit
	n := 0
	for v > 0 {
		q := v / 10
		tmp[n] = digit(v - q*10)
		n++
		v = q
	}
	total := n
	// Skip trailing zeros (the low digits).
	low := 0
	for low < n && tmp[low] == 0 {
		low++
	}
	for i := n - 1; i >= low; i-- {
		d[nd] = tmp[i]
		nd++
	}
	return nd, total + exp
}
