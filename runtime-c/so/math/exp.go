package math

// Exp returns e^x, with exactly the bits of Go's Exp on amd64: the argument is reduced
// by a multiple k of ln 2 (split in two parts for precision) and divided by 16, a degree-8
// Taylor polynomial gives e^(r/16) - 1 = p, squaring (1+p) four times gives e^r, and the
// result is scaled by 2^k. On processors with FMA, Go fuses the multiply-adds, and so do we.
func Exp(x float64) float64 { return expAmd64(x, useFMA) }

func expAmd64(x float64, fused bool) float64 {
	const (
		log2e    = 1.4426950408889634073599246810018920
		ln2Hi    = 0.69314718055966295651160180568695068359375
		ln2Lo    = 0.28235290563031577122588448175013436025525412068e-12
		overflow = 7.09782712893384e+02
		c2       = 0.5
		c3       = 1.6666666666666666667e-1
		c4       = 4.1666666666666666667e-2
		c5       = 8.3333333333333333333e-3
		c6       = 1.3888888888888888889e-3
		c7       = 1.9841269841269841270e-4
		c8       = 2.4801587301587301587e-5
	)
	b := Float64bits(x)
	if b&^signBit >= infBits {
		// NaN and +Inf are themselves; -Inf gives 0.
		if b == negInfBits {
			return 0
		}
		return x
	}
	if x > overflow {
		return Inf(1)
	}
	k := roundToInt32(log2e * x)
	fk := float64(k)
	var r, p float64
	if fused {
		r = FMA(-fk, ln2Hi, x)
		r = FMA(-fk, ln2Lo, r)
		r *= 0.0625
		p = FMA(c8, r, c7)
		p = FMA(p, r, c6)
		p = FMA(p, r, c5)
		p = FMA(p, r, c4)
		p = FMA(p, r, c3)
		p = FMA(p, r, c2)
		p = FMA(p, r, 1.0)
		r *= p
		for i := 0; i < 3; i++ {
			r *= r + 2.0
		}
		r = FMA(r, r+2.0, 1.0)
	} else {
		r = x - fk*ln2Hi
		r -= fk * ln2Lo
		r *= 0.0625
		p = c8 * r
		p = (p + c7) * r
		p = (p + c6) * r
		p = (p + c5) * r
		p = (p + c4) * r
		p = (p + c3) * r
		p = (p + c2) * r
		p += 1.0
		r *= p
		for i := 0; i < 4; i++ {
			r *= 2.0 + r
		}
		r += 1.0
	}
	// Scale by 2^k, through a subnormal result when k is below the normal range.
	e := k + 0x3FF
	if e <= 0 {
		if e < -52 {
			return 0
		}
		r *= Float64frombits(uint64(e+0x3FE) << fracBits)
		return r * Float64frombits(1<<fracBits)
	}
	if e >= 0x7FF {
		return Inf(1)
	}
	return r * Float64frombits(uint64(e)<<fracBits)
}

// roundToInt32 converts v to the nearest int32 (ties to even), as the processor's
// conversion does; out of range it gives MinInt32 as the processor does.
func roundToInt32(v float64) int32 {
	if !(v > -2147483648.5 && v < 2147483647.5) {
		return -1 << 31
	}
	return int32(RoundToEven(v))
}

// Exp2 returns 2^x.
func Exp2(x float64) float64 {
	const (
		ln2Hi     = 6.93147180369123816490e-01
		ln2Lo     = 1.90821492927058770002e-10
		overflow  = 1.0239999999999999e+03
		underflow = -1.0740e+03
	)
	switch {
	case IsNaN(x):
		return x
	case x > overflow:
		return Inf(1)
	case x < underflow:
		return 0
	}
	var k int
	if x > 0 {
		k = int(x + 0.5)
	} else if x < 0 {
		k = int(x - 0.5)
	}
	t := x - float64(k)
	return expRemez(t*ln2Hi, -t*ln2Lo, k)
}

// expRemez returns e^(hi-lo) * 2^k, evaluating e^r on the reduced r = hi-lo with a Remez
// polynomial in r^2 (the FreeBSD algorithm).
func expRemez(hi, lo float64, k int) float64 {
	const (
		p1 = 1.66666666666666657415e-01
		p2 = -2.77777777770155933842e-03
		p3 = 6.61375632143793436117e-05
		p4 = -1.65339022054652515390e-06
		p5 = 4.13813679705723846039e-08
	)
	r := hi - lo
	t := r * r
	c := r - t*(p1+t*(p2+t*(p3+t*(p4+t*p5))))
	y := 1 - ((lo - (r*c)/(2-c)) - hi)
	return Ldexp(y, k)
}

// Expm1 returns e^x - 1, accurate also for x near 0.
func Expm1(x float64) float64 {
	const (
		overflowAt = 7.09782712893383973096e+02
		ln2X56     = 3.88162421113569373274e+01
		ln2HalfX3  = 1.03972077083991796413e+00
		ln2Half    = 3.46573590279972654709e-01
		ln2Hi      = 6.93147180369123816490e-01
		ln2Lo      = 1.90821492927058770002e-10
		invLn2     = 1.44269504088896338700e+00
		tiny       = 1.0 / (1 << 54)
		q1         = -3.33333333333331316428e-02
		q2         = 1.58730158725481460165e-03
		q3         = -7.93650757867487942473e-05
		q4         = 4.00821782732936239552e-06
		q5         = -2.01099218183624371326e-07
	)
	switch {
	case IsInf(x, 1) || IsNaN(x):
		return x
	case IsInf(x, -1):
		return -1
	}
	ax := x
	neg := false
	if x < 0 {
		ax = -ax
		neg = true
	}
	if ax >= ln2X56 {
		if neg {
			return -1
		}
		if ax >= overflowAt {
			return Inf(1)
		}
	}
	// Reduce: x = k*ln2 + r, with c the rounding error of r.
	var c float64
	var k int
	if ax > ln2Half {
		var hi, lo float64
		if ax < ln2HalfX3 {
			if !neg {
				hi, lo, k = x-ln2Hi, ln2Lo, 1
			} else {
				hi, lo, k = x+ln2Hi, -ln2Lo, -1
			}
		} else {
			if !neg {
				k = int(invLn2*x + 0.5)
			} else {
				k = int(invLn2*x - 0.5)
			}
			t := float64(k)
			hi = x - t*ln2Hi
			lo = t * ln2Lo
		}
		x = hi - lo
		c = (hi - x) - lo
	} else if ax < tiny {
		return x
	}
	hfx := 0.5 * x
	hxs := x * hfx
	r1 := 1 + hxs*(q1+hxs*(q2+hxs*(q3+hxs*(q4+hxs*q5))))
	t := 3 - r1*hfx
	e := hxs * ((r1 - t) / (6.0 - x*t))
	if k == 0 {
		return x - (x*e - hxs)
	}
	e = x*(e-c) - c
	e -= hxs
	switch {
	case k == -1:
		return 0.5*(x-e) - 0.5
	case k == 1:
		if x < -0.25 {
			return -2 * (e - (x + 0.5))
		}
		return 1 + 2*(x-e)
	case k <= -2 || k > 56:
		y := 1 - (e - x)
		y = Float64frombits(Float64bits(y) + uint64(k)<<52)
		return y - 1
	}
	if k < 20 {
		t := Float64frombits(0x3ff0000000000000 - (0x20000000000000 >> uint(k))) // 1 - 2^-k
		y := t - (e - x)
		return Float64frombits(Float64bits(y) + uint64(k)<<52)
	}
	t = Float64frombits(uint64(0x3ff-k) << 52) // 2^-k
	y := x - (e + t)
	y++
	return Float64frombits(Float64bits(y) + uint64(k)<<52)
}
