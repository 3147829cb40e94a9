package math

import "solod.dev/so/math/bits"

// Sin, Cos and Tan follow Go's (Cephes') algorithms exactly: x is reduced to z in
// [-π/4, π/4] and an octant j, with π/4 split in three parts for arguments below 2^29 and
// Payne and Hanek's reduction with the bits of 4/π beyond, then a polynomial in z^2.

var sinCoef = [6]float64{
	1.58962301576546568060e-10,
	-2.50507477628578072866e-8,
	2.75573136213857245213e-6,
	-1.98412698295895385996e-4,
	8.33333333332211858878e-3,
	-1.66666666666666307295e-1,
}

var cosCoef = [6]float64{
	-1.13585365213876817300e-11,
	2.08757008419747316778e-9,
	-2.75573141792967388112e-7,
	2.48015872888517045348e-5,
	-1.38888888888730564116e-3,
	4.16666666666665929218e-2,
}

const (
	pi4A = 7.85398125648498535156e-1  // π/4 in three parts
	pi4B = 3.77489470793079817668e-8  //
	pi4C = 2.69515142907905952645e-15 //

	// reduceAbove is where the three-part reduction loses precision.
	reduceAbove = 1 << 29
)

// octant reduces a non-negative x below reduceAbove: the even octant j nearest x/(π/4) and
// z = x - j*π/4.
func octant(x float64) (uint64, float64) {
	j := uint64(x * (4 / Pi))
	y := float64(j)
	if j&1 == 1 {
		j++
		y++
	}
	return j, ((x - y*pi4A) - y*pi4B) - y*pi4C
}

func sinPoly(z, zz float64) float64 {
	c := &sinCoef
	return z + z*zz*((((((c[0]*zz)+c[1])*zz+c[2])*zz+c[3])*zz+c[4])*zz+c[5])
}

func cosPoly(zz float64) float64 {
	c := &cosCoef
	return 1.0 - 0.5*zz + zz*zz*((((((c[0]*zz)+c[1])*zz+c[2])*zz+c[3])*zz+c[4])*zz+c[5])
}

// Cos returns the cosine of the radian argument x (NaN for ±Inf and NaN).
func Cos(x float64) float64 {
	if IsNaN(x) || IsInf(x, 0) {
		return NaN()
	}
	neg := false
	x = Abs(x)
	var j uint64
	var z float64
	if x >= reduceAbove {
		j, z = payneHanek(x)
	} else {
		j, z = octant(x)
		j &= 7
	}
	if j > 3 {
		j -= 4
		neg = !neg
	}
	if j > 1 {
		neg = !neg
	}
	zz := z * z
	var y float64
	if j == 1 || j == 2 {
		y = sinPoly(z, zz)
	} else {
		y = cosPoly(zz)
	}
	if neg {
		y = -y
	}
	return y
}

// Sin returns the sine of the radian argument x (±0 for ±0, NaN for ±Inf and NaN).
func Sin(x float64) float64 {
	if x == 0 || IsNaN(x) {
		return x
	}
	if IsInf(x, 0) {
		return NaN()
	}
	neg := false
	if x < 0 {
		x = -x
		neg = true
	}
	var j uint64
	var z float64
	if x >= reduceAbove {
		j, z = payneHanek(x)
	} else {
		j, z = octant(x)
		j &= 7
	}
	if j > 3 {
		neg = !neg
		j -= 4
	}
	zz := z * z
	var y float64
	if j == 1 || j == 2 {
		y = cosPoly(zz)
	} else {
		y = sinPoly(z, zz)
	}
	if neg {
		y = -y
	}
	return y
}

var tanP = [3]float64{
	-1.30936939181383777646e4,
	1.15351664838587416140e6,
	-1.79565251976484877988e7,
}

var tanQ = [5]float64{
	1.00000000000000000000e0,
	1.36812963470692954678e4,
	-1.32089234440210967447e6,
	2.50083801823357915839e7,
	-5.38695755929454629881e7,
}

// Tan returns the tangent of the radian argument x (±0 for ±0, NaN for ±Inf and NaN).
func Tan(x float64) float64 {
	if x == 0 || IsNaN(x) {
		return x
	}
	if IsInf(x, 0) {
		return NaN()
	}
	neg := false
	if x < 0 {
		x = -x
		neg = true
	}
	var j uint64
	var z float64
	if x >= reduceAbove {
		j, z = payneHanek(x)
	} else {
		j, z = octant(x)
	}
	zz := z * z
	var y float64
	if zz > 1e-14 {
		y = z + z*(zz*(((tanP[0]*zz)+tanP[1])*zz+tanP[2])/((((zz+tanQ[1])*zz+tanQ[2])*zz+tanQ[3])*zz+tanQ[4]))
	} else {
		y = z
	}
	if j&2 == 2 {
		y = -1 / y
	}
	if neg {
		y = -y
	}
	return y
}

// payneHanek reduces a huge x (>= reduceAbove): x*4/π computed with the bits of 4/π that
// matter at x's magnitude, giving the octant j (even) and z = x - j*π/4 in [-π/4, π/4].
func payneHanek(x float64) (j uint64, z float64) {
	const pi4 = Pi / 4
	if x < pi4 {
		return 0, x
	}
	ix := Float64bits(x)
	exp := int(ix>>fracBits&expMask) - bias - fracBits
	ix &^= expMask << fracBits
	ix |= 1 << fracBits
	// The 192 bits of 4/π starting where x's integer mantissa times them has its binary
	// point near the top.
	word, shift := uint(exp+61)/64, uint(exp+61)%64
	w := &fourOverPi
	z0 := (w[word] << shift) | (w[word+1] >> (64 - shift))
	z1 := (w[word+1] << shift) | (w[word+2] >> (64 - shift))
	z2 := (w[word+2] << shift) | (w[word+3] >> (64 - shift))
	z2hi, _ := bits.Mul64(z2, ix)
	z1hi, z1lo := bits.Mul64(z1, ix)
	z0lo := z0 * ix
	lo, c := bits.Add64(z1lo, z2hi, 0)
	hi, _ := bits.Add64(z0lo, z1hi, c)
	// The top 3 bits are the octant, the rest the fraction.
	j = hi >> 61
	hi = hi<<3 | lo>>61
	lz := uint(bits.LeadingZeros64(hi))
	e := uint64(bias - (lz + 1))
	hi = (hi << (lz + 1)) | (lo >> (64 - (lz + 1)))
	hi >>= 64 - fracBits
	hi |= e << fracBits
	z = Float64frombits(hi)
	if j&1 == 1 {
		j++
		j &= 7
		z--
	}
	return j, z * pi4
}

// xatan is atan on [0, 0.66] (a rational approximation).
func xatan(x float64) float64 {
	const (
		p0 = -8.750608600031904122785e-01
		p1 = -1.615753718733365076637e+01
		p2 = -7.500855792314704667340e+01
		p3 = -1.228866684490136173410e+02
		p4 = -6.485021904942025371773e+01
		q0 = +2.485846490142306297962e+01
		q1 = +1.650270098316988542046e+02
		q2 = +4.328810604912902668951e+02
		q3 = +4.853903996359136964868e+02
		q4 = +1.945506571482613964425e+02
	)
	z := x * x
	z = z * ((((p0*z+p1)*z+p2)*z+p3)*z + p4) / (((((z+q0)*z+q1)*z+q2)*z+q3)*z + q4)
	return x*z + x
}

// satan is atan for x >= 0, reduced to xatan's range.
func satan(x float64) float64 {
	const (
		morebits = 6.123233995736765886130e-17 // π/2 = Pi/2 + morebits
		tan3pi8  = 2.41421356237309504880      // tan(3π/8)
	)
	if x <= 0.66 {
		return xatan(x)
	}
	if x > tan3pi8 {
		return Pi/2 - xatan(1/x) + morebits
	}
	return Pi/4 + xatan((x-1)/(x+1)) + 0.5*morebits
}

// Atan returns the arctangent of x in radians.
func Atan(x float64) float64 {
	if x == 0 {
		return x
	}
	if x > 0 {
		return satan(x)
	}
	return -satan(-x)
}

// Asin returns the arcsine of x in radians (NaN for |x| > 1).
func Asin(x float64) float64 {
	if x == 0 {
		return x
	}
	neg := false
	if x < 0 {
		x = -x
		neg = true
	}
	if x > 1 {
		return NaN()
	}
	t := Sqrt(1 - x*x)
	if x > 0.7 {
		t = Pi/2 - satan(t/x)
	} else {
		t = satan(x / t)
	}
	if neg {
		t = -t
	}
	return t
}

// Acos returns the arccosine of x in radians (NaN for |x| > 1).
func Acos(x float64) float64 { return Pi/2 - Asin(x) }

// Atan2 returns the arctangent of y/x in radians, using the signs of both to find the
// quadrant, with C99's special cases.
func Atan2(y, x float64) float64 {
	switch {
	case IsNaN(y) || IsNaN(x):
		return NaN()
	case y == 0:
		if x >= 0 && !Signbit(x) {
			return Copysign(0, y)
		}
		return Copysign(Pi, y)
	case x == 0:
		return Copysign(Pi/2, y)
	case IsInf(x, 0):
		if IsInf(x, 1) {
			if IsInf(y, 0) {
				return Copysign(Pi/4, y)
			}
			return Copysign(0, y)
		}
		if IsInf(y, 0) {
			return Copysign(3*Pi/4, y)
		}
		return Copysign(Pi, y)
	case IsInf(y, 0):
		return Copysign(Pi/2, y)
	}
	q := Atan(y / x)
	if x < 0 {
		if q <= 0 {
			return q + Pi
		}
		return q - Pi
	}
	return q
}
