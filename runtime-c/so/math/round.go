package math

// Trunc returns the integer part of x (toward zero); ±0, ±Inf and NaN are returned as they
// are.
func Trunc(x float64) float64 {
	if Abs(x) < 1 {
		return Copysign(0, x)
	}
	b := Float64bits(x)
	e := uint(b>>fracBits)&expMask - bias
	// Clear the fraction bits below the binary point (none for |x| >= 2^52, Inf, NaN).
	if e < fracBits {
		b &^= 1<<(fracBits-e) - 1
	}
	return Float64frombits(b)
}

// Floor returns the greatest integer value less than or equal to x.
func Floor(x float64) float64 {
	if x == 0 || IsNaN(x) || IsInf(x, 0) {
		return x
	}
	if x < 0 {
		t := Trunc(-x)
		if t != -x {
			t++
		}
		return -t
	}
	return Trunc(x)
}

// Ceil returns the least integer value greater than or equal to x.
func Ceil(x float64) float64 { return -Floor(-x) }

// Round returns the nearest integer, rounding half away from zero.
func Round(x float64) float64 {
	b := Float64bits(x)
	e := uint(b>>fracBits) & expMask
	switch {
	case e < bias:
		// |x| < 1: ±0, or ±1 from 0.5 on.
		b &= signBit
		if e == bias-1 {
			b |= oneBits
		}
	case e < bias+fracBits:
		// Add half a unit at the binary point, then clear the fraction.
		e -= bias
		b += (1 << (fracBits - 1)) >> e
		b &^= fracMask >> e
	}
	return Float64frombits(b)
}

// RoundToEven returns the nearest integer, rounding ties to even.
func RoundToEven(x float64) float64 {
	b := Float64bits(x)
	e := uint(b>>fracBits) & expMask
	switch {
	case e >= bias:
		// Add just under half a unit, plus one more when the integer part is odd: a tie
		// then carries exactly when the result must be even.
		e -= bias
		if e < fracBits {
			odd := (b >> (fracBits - e)) & 1
			b += ((1<<(fracBits-1) - 1) + odd) >> e
			b &^= fracMask >> e
		}
	case e == bias-1 && b&fracMask != 0:
		b = b&signBit | oneBits // (0.5, 1) rounds to ±1
	default:
		b &= signBit // [0, 0.5] rounds to ±0
	}
	return Float64frombits(b)
}

// Modf returns the integer and fractional parts of f, both with f's sign.
func Modf(f float64) (ip float64, fp float64) {
	ip = Trunc(f)
	fp = Copysign(f-ip, f)
	return
}

// Frexp breaks f into a fraction in [0.5, 1) and a power of two: f == frac * 2^exp. ±0,
// ±Inf and NaN return themselves and 0.
func Frexp(f float64) (frac float64, exp int) {
	if f == 0 || IsInf(f, 0) || IsNaN(f) {
		return f, 0
	}
	f, exp = scaleUp(f)
	b := Float64bits(f)
	exp += int((b>>fracBits)&expMask) - bias + 1
	b = b&^(expMask<<fracBits) | (bias-1)<<fracBits
	return Float64frombits(b), exp
}

// Ldexp returns frac * 2^exp, correctly rounded.
func Ldexp(frac float64, exp int) float64 {
	if frac == 0 || IsInf(frac, 0) || IsNaN(frac) {
		return frac
	}
	frac, e := scaleUp(frac)
	exp += e
	b := Float64bits(frac)
	exp += int(b>>fracBits)&expMask - bias
	if exp < -1075 {
		return Copysign(0, frac)
	}
	if exp > 1023 {
		if frac < 0 {
			return Inf(-1)
		}
		return Inf(1)
	}
	m := 1.0
	if exp < -1022 {
		// A subnormal result: build it 2^53 times too large, then scale (one rounding).
		exp += 53
		m = 1.0 / (1 << 53)
	}
	b = b&^(expMask<<fracBits) | uint64(exp+bias)<<fracBits
	return m * Float64frombits(b)
}

// Logb returns the binary exponent of x: -Inf for ±0, +Inf for ±Inf, NaN for NaN.
func Logb(x float64) float64 {
	switch {
	case x == 0:
		return Inf(-1)
	case IsInf(x, 0):
		return Inf(1)
	case IsNaN(x):
		return x
	}
	return float64(ilogb(x))
}

// Ilogb returns the binary exponent of x as an integer: MinInt32 for ±0, MaxInt32 for
// ±Inf and NaN.
func Ilogb(x float64) int {
	switch {
	case x == 0:
		return MinInt32
	case IsNaN(x), IsInf(x, 0):
		return MaxInt32
	}
	return ilogb(x)
}

func ilogb(x float64) int {
	x, e := scaleUp(x)
	return int((Float64bits(x)>>fracBits)&expMask) - bias + e
}

// Mod returns the remainder of x/y, exact, with x's sign: NaN for y == 0, x infinite or
// NaN; x for y infinite.
func Mod(x, y float64) float64 {
	if y == 0 || IsInf(x, 0) || IsNaN(x) || IsNaN(y) {
		return NaN()
	}
	y = Abs(y)
	yfr, yexp := Frexp(y)
	r := x
	if x < 0 {
		r = -x
	}
	// Subtract y shifted to r's magnitude until r < y: each step is exact.
	for r >= y {
		rfr, rexp := Frexp(r)
		if rfr < yfr {
			rexp--
		}
		r = r - Ldexp(y, rexp-yexp)
	}
	if x < 0 {
		r = -r
	}
	return r
}

// Remainder returns the IEEE 754 remainder of x/y: x - n*y with n the integer nearest x/y
// (ties to even).
func Remainder(x, y float64) float64 {
	const tiny = 0x1p-1021
	const halfMax = MaxFloat64 / 2
	switch {
	case IsNaN(x) || IsNaN(y) || IsInf(x, 0) || y == 0:
		return NaN()
	case IsInf(y, 0):
		return x
	}
	neg := false
	if x < 0 {
		x = -x
		neg = true
	}
	if y < 0 {
		y = -y
	}
	if x == y {
		if neg {
			return Copysign(0, -1)
		}
		return 0
	}
	if y <= halfMax {
		x = Mod(x, y+y) // x < 2y now
	}
	if y < tiny {
		if x+x > y {
			x -= y
			if x+x >= y {
				x -= y
			}
		}
	} else {
		half := 0.5 * y
		if x > half {
			x -= y
			if x >= half {
				x -= y
			}
		}
	}
	if neg {
		x = -x
	}
	return x
}

// Nextafter returns the next float64 after x towards y (x if x == y, NaN if either is).
func Nextafter(x, y float64) float64 {
	switch {
	case IsNaN(x) || IsNaN(y):
		return NaN()
	case x == y:
		return x
	case x == 0:
		return Copysign(Float64frombits(1), y)
	case (y > x) == (x > 0):
		return Float64frombits(Float64bits(x) + 1)
	}
	return Float64frombits(Float64bits(x) - 1)
}

// Nextafter32 returns the next float32 after x towards y (x if x == y, NaN if either is).
func Nextafter32(x, y float32) float32 {
	switch {
	case x != x || y != y:
		return float32(NaN())
	case x == y:
		return x
	case x == 0:
		return float32(Copysign(float64(Float32frombits(1)), float64(y)))
	case (y > x) == (x > 0):
		return Float32frombits(Float32bits(x) + 1)
	}
	return Float32frombits(Float32bits(x) - 1)
}

// Dim returns the maximum of x-y and 0.
func Dim(x, y float64) float64 {
	v := x - y
	if v <= 0 {
		return 0
	}
	return v
}

// Max returns the larger of x and y: +Inf if either is, NaN if either is (otherwise),
// +0 for +0 and -0.
func Max(x, y float64) float64 {
	switch {
	case IsInf(x, 1) || IsInf(y, 1):
		return Inf(1)
	case IsNaN(x) || IsNaN(y):
		return NaN()
	case x == 0 && x == y:
		if Signbit(x) {
			return y
		}
		return x
	}
	if x > y {
		return x
	}
	return y
}

// Min returns the smaller of x and y: -Inf if either is, NaN if either is (otherwise),
// -0 for +0 and -0.
func Min(x, y float64) float64 {
	switch {
	case IsInf(x, -1) || IsInf(y, -1):
		return Inf(-1)
	case IsNaN(x) || IsNaN(y):
		return NaN()
	case x == 0 && x == y:
		if Signbit(x) {
			return x
		}
		return y
	}
	if x < y {
		return x
	}
	return y
}

// Hypot returns Sqrt(p*p + q*q) without needless overflow or underflow.
func Hypot(p, q float64) float64 {
	p, q = Abs(p), Abs(q)
	switch {
	case IsInf(p, 1) || IsInf(q, 1):
		return Inf(1)
	case IsNaN(p) || IsNaN(q):
		return NaN()
	}
	if p < q {
		p, q = q, p
	}
	if p == 0 {
		return 0
	}
	q = q / p
	return p * Sqrt(1+q*q)
}

// Pow10 returns 10^n: 0 for n < -323, +Inf for n > 308.
func Pow10(n int) float64 {
	if 0 <= n && n <= 308 {
		return pow10hi[uint(n)/32] * pow10lo[uint(n)%32]
	}
	if -323 <= n && n <= 0 {
		return pow10neg[uint(-n)/32] / pow10lo[uint(-n)%32]
	}
	if n > 0 {
		return Inf(1)
	}
	return 0
}

var pow10lo = [32]float64{
	1e00, 1e01, 1e02, 1e03, 1e04, 1e05, 1e06, 1e07, 1e08, 1e09,
	1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
	1e20, 1e21, 1e22, 1e23, 1e24, 1e25, 1e26, 1e27, 1e28, 1e29,
	1e30, 1e31,
}

var pow10hi = [10]float64{1e00, 1e32, 1e64, 1e96, 1e128, 1e160, 1e192, 1e224, 1e256, 1e288}

var pow10neg = [11]float64{1e-00, 1e-32, 1e-64, 1e-96, 1e-128, 1e-160, 1e-192, 1e-224, 1e-256, 1e-288, 1e-320}
