// Mathfuncs tabulates math functions (trigonometry, logarithms, powers, rounding, special
// values) and solves a few small numeric problems: projectile range, Newton's square root,
// compound interest and the great-circle distance between cities.
package main

import (
	"solod.dev/so/fmt"
	"solod.dev/so/math"
)

func haversine(lat1, lon1, lat2, lon2 float64) float64 {
	const r = 6371.0
	rad := math.Pi / 180
	dlat := (lat2 - lat1) * rad
	dlon := (lon2 - lon1) * rad
	a := math.Pow(math.Sin(dlat/2), 2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Pow(math.Sin(dlon/2), 2)
	return 2 * r * math.Atan2(math.Sqrt(a), math.Sqrt(1-a))
}

func newtonSqrt(x float64) (float64, int) {
	z, steps := x/2, 0
	for steps < 50 {
		next := z - (z*z-x)/(2*z)
		steps++
		if math.Abs(next-z) < 1e-12 {
			return next, steps
		}
		z = next
	}
	return z, steps
}

func main() {
	fmt.Printf("%6s %10s %10s %10s %12s\n", "deg", "sin", "cos", "tan", "atan(tan)")
	for deg := 0; deg <= 180; deg += 30 {
		x := float64(deg) * math.Pi / 180
		fmt.Printf("%6d %10.6f %10.6f %10.4g %12.6f\n", deg, math.Sin(x), math.Cos(x), math.Tan(x), math.Atan(math.Tan(x)))
	}

	for _, x := range []float64{0.5, 1, 2, math.E, 10, 1000} {
		fmt.Printf("x=%-8.4g ln=%-10.6f log2=%-10.6f log10=%-8.4f exp=%-12.6g sqrt=%-9.6f cbrt=%.6f\n",
			x, math.Log(x), math.Log2(x), math.Log10(x), math.Exp(x), math.Sqrt(x), math.Cbrt(x))
	}

	for _, v := range []float64{2.5, -2.5, 3.5, -0.4, 7.999, -7.001} {
		fmt.Printf("%6.3f floor=%v ceil=%v trunc=%v round=%v even=%v\n",
			v, math.Floor(v), math.Ceil(v), math.Trunc(v), math.Round(v), math.RoundToEven(v))
	}

	fmt.Println(math.Inf(1), math.Inf(-1), math.NaN(), math.IsNaN(math.Sqrt(-1)), math.IsInf(1/math.Inf(-1), 0))
	fmt.Println(math.Max(3, math.NaN()), math.Min(-0.0, 0), math.Signbit(math.Copysign(0, -1)), math.Hypot(3, 4))
	fmt.Println(math.Mod(7.5, 2), math.Remainder(7.5, 2), math.Pow(2, 0.5), math.Pow(-8, 1.0/3), math.Pow10(-3))
	frac, exp := math.Frexp(48)
	ip, fp := math.Modf(-3.75)
	fmt.Println(frac, exp, math.Ldexp(frac, exp), ip, fp, math.Ilogb(1000), math.Logb(0.1))
	fmt.Println(math.Sinh(1), math.Cosh(1), math.Tanh(0.5), math.Asinh(2), math.Acosh(2), math.Atanh(0.5))
	fmt.Println(math.Expm1(1e-10), math.Log1p(1e-10), math.Exp2(10.5), math.Asin(1), math.Acos(-1))
	fmt.Printf("%b %x %v\n", math.Float64bits(1.5), math.Float32bits(-2), math.Float64frombits(0x4059000000000000))
	fmt.Println(math.MaxInt64, math.MinInt16, uint64(math.MaxUint32), math.SmallestNonzeroFloat64, math.MaxFloat32)
	fmt.Println(math.Nextafter(1, 2)-1, math.Nextafter32(1, 0), math.FMA(0.1, 10, -1), math.Dim(5, 3), math.Dim(3, 5))

	// Projectile range for several launch angles at 20 m/s.
	const v, g = 20.0, 9.81
	best, bestAngle := 0.0, 0
	for angle := 15; angle <= 75; angle += 15 {
		r := v * v * math.Sin(2*float64(angle)*math.Pi/180) / g
		fmt.Printf("angle %2d: range %7.3f m\n", angle, r)
		if r > best {
			best, bestAngle = r, angle
		}
	}
	fmt.Printf("best angle %d (%.3f m)\n", bestAngle, best)

	for _, x := range []float64{2, 10, 12345.678} {
		s, n := newtonSqrt(x)
		fmt.Printf("sqrt(%g) = %.10f in %d steps (err %.2e)\n", x, s, n, math.Abs(s-math.Sqrt(x)))
	}

	balance := 1000.0
	for year := 1; year <= 5; year++ {
		balance *= 1 + 0.05/12*12
		fmt.Printf("year %d: %.2f (continuous: %.2f)\n", year, balance, 1000*math.Exp(0.05*float64(year)))
	}
	fmt.Printf("Paris-Tokyo %.1f km, London-New York %.1f km\n",
		haversine(48.8566, 2.3522, 35.6762, 139.6503), haversine(51.5074, -0.1278, 40.7128, -74.0060))
}
