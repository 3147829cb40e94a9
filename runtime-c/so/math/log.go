package math

// Log returns the natural logarithm of x, with exactly the bits of Go's Log on amd64: x =
// 2^k * f with f in (sqrt(2)/2, sqrt(2)], and log(f) from s = (f-1)/(f+1) and a
// polynomial in s^2 (the FreeBSD algorithm). Like Go's amd64 code it takes the exponent and
// fraction straight from the bits.
func Log(x float64) float64 {
	const (
		hSqrt2 = 7.07106781186547524401e-01
		ln2Hi  = 6.93147180369123816490e-01
		ln2Lo  = 1.90821492927058770002e-10
		l1     = 6.666666666666735130e-01
		l2     = 3.999999999940941908e-01
		l3     = 2.857142874366239149e-01
		l4     = 2.222219843214978396e-01
		l5     = 1.818357216161805012e-01
		l6     = 1.531383769920937332e-01
		l7     = 1.479819860511658591e-01
	)
	b := Float64bits(x)
	switch {
	case b&^signBit == 0:
		return Inf(-1)
	case b&signBit != 0:
		return NaN()
	case b >= infBits:
		return x
	}
	f1 := Float64frombits(b&fracMask | 0x3FE0000000000000)
	k := float64(int32((b>>fracBits)&expMask) - 0x3FE)
	if f1 <= hSqrt2 {
		k--
		f1 *= 2
	}
	f := f1 - 1
	s := f / (2 + f)
	s2 := s * s
	s4 := s2 * s2
	t1 := s2 * (l1 + s4*(l3+s4*(l5+s4*l7)))
	t2 := s4 * (l2 + s4*(l4+s4*l6))
	r := t1 + t2
	hfsq := 0.5 * f * f
	return k*ln2Hi - ((hfsq - (s*(hfsq+r) + k*ln2Lo)) - f)
}

// Log10 returns the decimal logarithm of x.
func Log10(x float64) float64 { return Log(x) * (1 / Ln10) }

// Log2 returns the binary logarithm of x (exact for powers of two).
func Log2(x float64) float64 {
	frac, exp := Frexp(x)
	if frac == 0.5 {
		return float64(exp - 1)
	}
	return Log(frac)*(1/Ln2) + float64(exp)
}

// Log1p returns the natural logarithm of 1+x, accurate also for x near 0.
func Log1p(x float64) float64 {
	const (
		sqrt2M1     = 4.142135623730950488017e-01
		sqrt2HalfM1 = -2.928932188134524755992e-01
		small       = 1.0 / (1 << 29)
		tiny        = 1.0 / (1 << 54)
		two53       = 1 << 53
		ln2Hi       = 6.93147180369123816490e-01
		ln2Lo       = 1.90821492927058770002e-10
		lp1         = 6.666666666666735130e-01
		lp2         = 3.999999999940941908e-01
		lp3         = 2.857142874366239149e-01
		lp4         = 2.222219843214978396e-01
		lp5         = 1.818357216161805012e-01
		lp6         = 1.531383769920937332e-01
		lp7         = 1.479819860511658591e-01
	)
	switch {
	case x < -1 || IsNaN(x):
		return NaN()
	case x == -1:
		return Inf(-1)
	case IsInf(x, 1):
		return Inf(1)
	}
	ax := Abs(x)
	var f float64
	var iu uint64
	k := 1
	if ax < sqrt2M1 {
		if ax < small {
			if ax < tiny {
				return x
			}
			return x - x*x*0.5
		}
		if x > sqrt2HalfM1 {
			k = 0
			f = x
			iu = 1
		}
	}
	var c float64
	if k != 0 {
		// 1+x = 2^k * u, c the rounding error of 1+x relative to u.
		var u float64
		if ax < two53 {
			u = 1.0 + x
			iu = Float64bits(u)
			k = int((iu >> 52) - 1023)
			if k > 0 {
				c = 1.0 - (u - x)
			} else {
				c = x - (u - 1.0)
			}
			c /= u
		} else {
			u = x
			iu = Float64bits(u)
			k = int((iu >> 52) - 1023)
			c = 0
		}
		iu &= 0x000fffffffffffff
		if iu < 0x0006a09e667f3bcd {
			u = Float64frombits(iu | 0x3ff0000000000000)
		} else {
			k++
			u = Float64frombits(iu | 0x3fe0000000000000)
			iu = (0x0010000000000000 - iu) >> 2
		}
		f = u - 1.0
	}
	hfsq := 0.5 * f * f
	if iu == 0 {
		if f == 0 {
			if k == 0 {
				return 0
			}
			c += float64(k) * ln2Lo
			return float64(k)*ln2Hi + c
		}
		r := hfsq * (1.0 - 0.66666666666666666*f)
		if k == 0 {
			return f - r
		}
		return float64(k)*ln2Hi - ((r - (float64(k)*ln2Lo + c)) - f)
	}
	s := f / (2.0 + f)
	z := s * s
	r := z * (lp1 + z*(lp2+z*(lp3+z*(lp4+z*(lp5+z*(lp6+z*lp7))))))
	if k == 0 {
		return f - (hfsq - s*(hfsq+r))
	}
	return float64(k)*ln2Hi - ((hfsq - (s*(hfsq+r) + (float64(k)*ln2Lo + c))) - f)
}

// Pow returns x^y, with Go's special cases (Pow(x, ±0) = 1, Pow(1, y) = 1, Pow(x, 1) = x,
// NaN for a negative x and a non-integer y, and the zero and infinity rules of C99).
func Pow(x, y float64) float64 {
	switch {
	case y == 0 || x == 1:
		return 1
	case y == 1:
		return x
	case IsNaN(x) || IsNaN(y):
		return NaN()
	case x == 0:
		switch {
		case y < 0:
			if Signbit(x) && isOddInt(y) {
				return Inf(-1)
			}
			return Inf(1)
		case y > 0:
			if Signbit(x) && isOddInt(y) {
				return x
			}
			return 0
		}
	case IsInf(y, 0):
		switch {
		case x == -1:
			return 1
		case (Abs(x) < 1) == IsInf(y, 1):
			return 0
		default:
			return Inf(1)
		}
	case IsInf(x, 0):
		if IsInf(x, -1) {
			return Pow(1/x, -y)
		}
		switch {
		case y < 0:
			return 0
		case y > 0:
			return Inf(1)
		}
	case y == 0.5:
		return Sqrt(x)
	case y == -0.5:
		return 1 / Sqrt(x)
	}
	yi, yf := Modf(Abs(y))
	if yf != 0 && x < 0 {
		return NaN()
	}
	if yi >= 1<<63 {
		switch {
		case x == -1:
			return 1
		case (Abs(x) < 1) == (y > 0):
			return 0
		default:
			return Inf(1)
		}
	}
	// x^|y| = x^yf * x^yi, the first by Exp and Log, the second by squaring, with the
	// binary exponent kept apart (ae) so the intermediate values do not overflow.
	a1 := 1.0
	ae := 0
	if yf != 0 {
		if yf > 0.5 {
			yf--
			yi++
		}
		a1 = Exp(yf * Log(x))
	}
	x1, xe := Frexp(x)
	for i := int64(yi); i != 0; i >>= 1 {
		if xe < -1<<12 || 1<<12 < xe {
			// The exponent alone already over- or underflows.
			ae += xe
			break
		}
		if i&1 == 1 {
			a1 *= x1
			ae += xe
		}
		x1 *= x1
		xe <<= 1
		if x1 < .5 {
			x1 += x1
			xe--
		}
	}
	if y < 0 {
		a1 = 1 / a1
		ae = -ae
	}
	return Ldexp(a1, ae)
}

func isOddInt(x float64) bool {
	if Abs(x) >= (1 << 53) {
		return false
	}
	xi, xf := Modf(x)
	return xf == 0 && int64(xi)&1 == 1
}
