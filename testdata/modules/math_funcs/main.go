// math_funcs: so/math's functions on a spread of arguments (special values, small, large,
// huge for the trigonometric reduction, subnormal), printed with their bits: solod's build
// must give the same bits as Go's.
package main

import "solod.dev/so/math"

var args = []float64{0, 1, -1, 0.5, -0.5, 2, 0.1, 0.7, 1.5, -2.5, 3.7, 10, -10, 21.5, 44, 100, 700, 709.7, 710, -745, -746,
	1e-10, 1e-300, 5e-324, 1e22, 1e300, 123456.789, -98765.4321, 536870912.5, 1e17, 3.1e9, math.Pi, math.E, math.Sqrt2 / 2,
	math.Inf(1), math.Inf(-1), math.NaN(), math.Copysign(0, -1), math.MaxFloat64, math.SmallestNonzeroFloat64}

var names = []string{"Sqrt", "Cbrt", "Exp", "Exp2", "Expm1", "Log", "Log10", "Log2", "Log1p", "Sin", "Cos", "Tan",
	"Asin", "Acos", "Atan", "Sinh", "Cosh", "Tanh", "Asinh", "Acosh", "Atanh", "Floor", "Ceil", "Trunc", "Round",
	"RoundToEven", "Abs", "Logb"}

func apply(i int, x float64) float64 {
	switch i {
	case 0:
		return math.Sqrt(x)
	case 1:
		return math.Cbrt(x)
	case 2:
		return math.Exp(x)
	case 3:
		return math.Exp2(x)
	case 4:
		return math.Expm1(x)
	case 5:
		return math.Log(x)
	case 6:
		return math.Log10(x)
	case 7:
		return math.Log2(x)
	case 8:
		return math.Log1p(x)
	case 9:
		return math.Sin(x)
	case 10:
		return math.Cos(x)
	case 11:
		return math.Tan(x)
	case 12:
		return math.Asin(x)
	case 13:
		return math.Acos(x)
	case 14:
		return math.Atan(x)
	case 15:
		return math.Sinh(x)
	case 16:
		return math.Cosh(x)
	case 17:
		return math.Tanh(x)
	case 18:
		return math.Asinh(x)
	case 19:
		return math.Acosh(x)
	case 20:
		return math.Atanh(x)
	case 21:
		return math.Floor(x)
	case 22:
		return math.Ceil(x)
	case 23:
		return math.Trunc(x)
	case 24:
		return math.Round(x)
	case 25:
		return math.RoundToEven(x)
	case 26:
		return math.Abs(x)
	}
	return math.Logb(x)
}

func main() {
	for i, name := range names {
		println(name)
		for _, x := range args {
			y := apply(i, x)
			println("  ", x, y, math.Float64bits(y))
		}
	}
	pairs := [][2]float64{{2, 10}, {2, 0.5}, {-8, 1.0 / 3}, {10, -3}, {1.0001, 1e6}, {0.5, 1075}, {-2, 3}, {-2, 1e300},
		{0, -1}, {math.Copysign(0, -1), -3}, {math.Inf(-1), 3}, {1, math.NaN()}, {3, 4}, {-7.5, 2}, {1e308, 1e308}, {5.5, -2.25}}
	for _, p := range pairs {
		x, y := p[0], p[1]
		println(x, y, math.Pow(x, y), math.Atan2(x, y), math.Hypot(x, y), math.Mod(x, y), math.Remainder(x, y),
			math.Dim(x, y), math.Max(x, y), math.Min(x, y), math.Copysign(x, y), math.Nextafter(x, y))
	}
	for _, x := range []float64{0, 1, -3.75, 1e-310, 6.5e300, math.Inf(1)} {
		fr, ex := math.Frexp(x)
		ip, fp := math.Modf(x)
		println(x, fr, ex, math.Ldexp(fr, ex+3), ip, fp, math.Ilogb(x), math.Signbit(x), math.IsInf(x, 0), math.IsNaN(x))
	}
	println(math.Pow10(-5), math.Pow10(22), math.Pow10(309), math.FMA(0.1, 10, -1), math.Nextafter32(1, 2))
	println(math.Float32bits(1.5), math.Float32frombits(0x40490fdb), math.Float64frombits(0x400921fb54442d18))
	println(math.MaxInt64, math.MinInt64, uint64(math.MaxUint64), math.MaxInt8, math.MaxUint16, math.MaxFloat32, math.SmallestNonzeroFloat32)
	println(math.Pi, math.E, math.Phi, math.Sqrt2, math.Ln2, math.Log10E)
}
