package math

// Sinh returns the hyperbolic sine of x.
func Sinh(x float64) float64 {
	const (
		p0 = -0.6307673640497716991184787251e+6
		p1 = -0.8991272022039509355398013511e+5
		p2 = -0.2894211355989563807284660366e+4
		p3 = -0.2630563213397497062819489e+2
		q0 = -0.6307673640497716991212077277e+6
		q1 = 0.1521517378790019070696485176e+5
		q2 = -0.173678953558233699533450911e+3
	)
	neg := false
	if x < 0 {
		x = -x
		neg = true
	}
	var t float64
	switch {
	case x > 21:
		t = Exp(x) * 0.5
	case x > 0.5:
		ex := Exp(x)
		t = (ex - 1/ex) * 0.5
	default:
		sq := x * x
		t = (((p3*sq+p2)*sq+p1)*sq + p0) * x
		t = t / (((sq+q2)*sq+q1)*sq + q0)
	}
	if neg {
		t = -t
	}
	return t
}

// Cosh returns the hyperbolic cosine of x.
func Cosh(x float64) float64 {
	x = Abs(x)
	if x > 21 {
		return Exp(x) * 0.5
	}
	ex := Exp(x)
	return (ex + 1/ex) * 0.5
}

// Tanh returns the hyperbolic tangent of x.
func Tanh(x float64) float64 {
	const maxLog = 8.8029691931113054295988e+01 // log(2^127)
	const (
		p0 = -9.64399179425052238628e-1
		p1 = -9.92877231001918586564e1
		p2 = -1.61468768441708447952e3
		q0 = 1.12811678491632931402e2
		q1 = 2.23548839060100448583e3
		q2 = 4.84406305325125486048e3
	)
	z := Abs(x)
	switch {
	case z > 0.5*maxLog:
		if x < 0 {
			return -1
		}
		return 1
	case z >= 0.625:
		s := Exp(2 * z)
		z = 1 - 2/(s+1)
		if x < 0 {
			z = -z
		}
	default:
		if x == 0 {
			return x
		}
		s := x * x
		z = x + x*s*((p0*s+p1)*s+p2)/(((s+q0)*s+q1)*s+q2)
	}
	return z
}

// Asinh returns the inverse hyperbolic sine of x.
func Asinh(x float64) float64 {
	const (
		ln2      = 6.93147180559945286227e-01
		nearZero = 1.0 / (1 << 28)
		large    = 1 << 28
	)
	if IsNaN(x) || IsInf(x, 0) {
		return x
	}
	neg := false
	if x < 0 {
		x = -x
		neg = true
	}
	var t float64
	switch {
	case x > large:
		t = Log(x) + ln2
	case x > 2:
		t = Log(2*x + 1/(Sqrt(x*x+1)+x))
	case x < nearZero:
		t = x
	default:
		t = Log1p(x + x*x/(1+Sqrt(1+x*x)))
	}
	if neg {
		t = -t
	}
	return t
}

// Acosh returns the inverse hyperbolic cosine of x (NaN for x < 1).
func Acosh(x float64) float64 {
	const large = 1 << 28
	switch {
	case x < 1 || IsNaN(x):
		return NaN()
	case x == 1:
		return 0
	case x >= large:
		return Log(x) + Ln2
	case x > 2:
		return Log(2*x - 1/(x+Sqrt(x*x-1)))
	}
	t := x - 1
	return Log1p(t + Sqrt(2*t+t*t))
}

// Atanh returns the inverse hyperbolic tangent of x (NaN for |x| > 1, ±Inf for ±1).
func Atanh(x float64) float64 {
	const nearZero = 1.0 / (1 << 28)
	switch {
	case x < -1 || x > 1 || IsNaN(x):
		return NaN()
	case x == 1:
		return Inf(1)
	case x == -1:
		return Inf(-1)
	}
	neg := false
	if x < 0 {
		x = -x
		neg = true
	}
	var t float64
	switch {
	case x < nearZero:
		t = x
	case x < 0.5:
		t = x + x
		t = 0.5 * Log1p(t+t*x/(1-x))
	default:
		t = 0.5 * Log1p((x+x)/(1-x))
	}
	if neg {
		t = -t
	}
	return t
}

// Cbrt returns the cube root of x: a first guess from the bits, polished by a rational
// step and a Newton step (the FreeBSD algorithm).
func Cbrt(x float64) float64 {
	const (
		b1             = 715094163
		b2             = 696219795
		c              = 5.42857142857142815906e-01
		d              = -7.05306122448979611050e-01
		e              = 1.41428571428571436819e+00
		f              = 1.60714285714285720630e+00
		g              = 3.57142857142857150787e-01
		smallestNormal = 2.22507385850720138309e-308
	)
	if x == 0 || IsNaN(x) || IsInf(x, 0) {
		return x
	}
	neg := false
	if x < 0 {
		x = -x
		neg = true
	}
	t := Float64frombits(Float64bits(x)/3 + b1<<32)
	if x < smallestNormal {
		t = float64(1 << 54)
		t *= x
		t = Float64frombits(Float64bits(t)/3 + b2<<32)
	}
	r := t * t / x
	s := c + r*t
	t *= g + f/(s+e+d/s)
	t = Float64frombits(Float64bits(t)&(0xFFFFFFFFC<<28) + 1<<30)
	s = t * t
	r = x / s
	w := t + t
	r = (r - t) / (w + r)
	t = t + t*r
	if neg {
		t = -t
	}
	return t
}
