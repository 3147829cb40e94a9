package math_test

import (
	"testing"

	"solod.dev/so/math"
)

// The expected bits were printed by Go's math package (a throwaway program).

var args = [6]float64{0.3, 2.5, -1.75, 12345.678, 1e-5, 1e10}

type oneCase struct {
	name string
	want [6]uint64
}

var oneCases = []oneCase{
	{"Sqrt", [6]uint64{0x3fe186f174f88472, 0x3ff94c583ada5b53, 0xfff8000000000000, 0x405bc71c5eab9ed8, 0x3f69e7c6e43390b7, 0x40f86a0000000000}},
	{"Cbrt", [6]uint64{0x3fe56bfea66ef78d, 0x3ff5b7209557b0ee, 0xbff347f8aadab855, 0x40371caec6430a06, 0x3f960fb8a566f628, 0x40a0d4de8fb11dad}},
	{"Exp", [6]uint64{0x3ff599058c8c1a96, 0x40285d6fd931e0bb, 0x3fc63e397e022072, 0x7ff0000000000000, 0x3ff0000a7c5e340e, 0x7ff0000000000000}},
	{"Exp2", [6]uint64{0x3ff3b2c47bff8329, 0x4016a09e667f3bcc, 0x3fd306fe0a31b715, 0x7ff0000000000000, 0x3ff0000744a8c42d, 0x7ff0000000000000}},
	{"Expm1", [6]uint64{0x3fd6641632306a56, 0x40265d6fd931e0bb, 0xbfea7071a07f77e4, 0x7ff0000000000000, 0x3ee4f8bc681cdfb6, 0x7ff0000000000000}},
	{"Log", [6]uint64{0xbff34378fcbda721, 0x3fed5240f0e0e078, 0x7ff8000000000001, 0x4022d79559791e31, 0xc027069e2aa2aa5b, 0x4037069e2aa2aa5b}},
	{"Log10", [6]uint64{0xbfe0bb6c34d81502, 0x3fd977d95ec10c02, 0x7ff8000000000001, 0x40105db618083a9d, 0xc014000000000000, 0x4024000000000000}},
	{"Log2", [6]uint64{0xbffbca9c6f53897a, 0x3ff5269e12f346e2, 0x7ff8000000000001, 0x402b2ef5b86e63d0, 0xc0309c1165ec0627, 0x40409c1165ec0627}},
	{"Log1p", [6]uint64{0x3fd0ca937be1b9dc, 0x3ff40b512eb53d60, 0x7ff8000000000001, 0x4022d79ff745b2fd, 0x3ee4f8aea9ae7317, 0x4037069e2aa3184e}},
	{"Sin", [6]uint64{0x3fd2e9cd95baba33, 0x3fe326af0dcfcab0, 0xbfef7cd018b18246, 0xbfe687d5890974a5, 0x3ee4f8b588e1e8a2, 0xbfdf334c7896a4e4}},
	{"Cos", [6]uint64{0x3fee921dd42f09ba, 0xbfe9a2f7ef858b7d, 0xbfc6d0c449d3e98a, 0x3fe6b94c3bbe24b7, 0x3feffffffff920c8, 0x3febf098901c931a}},
	{"Tan", [6]uint64{0x3fd3cc2a44e29998, 0xbfe7e79b4e00bb15, 0x401614de7972b0ba, 0xbfefba5836323a4e, 0x3ee4f8b588e6698e, 0xbfe1de000f443f51}},
	{"Asin", [6]uint64{0x3fd380159e14f6ff, 0x7ff8000000000001, 0x7ff8000000000001, 0x7ff8000000000001, 0x3ee4f8b588e4e940, 0x7ff8000000000001}},
	{"Acos", [6]uint64{0x3ff441f5ecbeef58, 0x7ff8000000000001, 0x7ff8000000000001, 0x7ff8000000000001, 0x3ff921f0d7e968a6, 0x7ff8000000000001}},
	{"Atan", [6]uint64{0x3fd2a73a661eaf06, 0x3ff30b6d796a4da8, 0xbff0d38f2c5ba09e, 0x3ff921a664fe1dc4, 0x3ee4f8b588e06854, 0x3ff921fb543d4de0}},
	{"Sinh", [6]uint64{0x3fd37d42af54b926, 0x40183368cdb0b6d3, 0xc00652c4c46b9bba, 0x7ff0000000000000, 0x3ee4f8b588e4e93f, 0x7ff0000000000000}},
	{"Cosh", [6]uint64{0x3ff0b9b4e0b6ec4c, 0x40188776e4b30aa3, 0x4007b6a85c4bbdc2, 0x7ff0000000000000, 0x3ff0000000036f9c, 0x7ff0000000000000}},
	{"Tanh", [6]uint64{0x3fd2a4dda7d914fa, 0x3fef9258260a71c2, 0xbfee1fbf97e33527, 0x3ff0000000000000, 0x3ee4f8b588e06854, 0x3ff0000000000000}},
	{"Asinh", [6]uint64{0x3fd2ec4ea565fcc1, 0x3ffa5b0f0be9dcf6, 0xbff536e093aae087, 0x40243a798976d8c3, 0x3ee4f8b588e1e8a2, 0x4037b810429a7c2a}},
	{"Acosh", [6]uint64{0x7ff8000000000001, 0x3ff9119c13a31bb0, 0x7ff8000000000001, 0x40243a79895aaadd, 0x7ff8000000000001, 0x4037b810429a7c2a}},
	{"Atanh", [6]uint64{0x3fd3cf2b50617c96, 0x7ff8000000000001, 0x7ff8000000000001, 0x7ff8000000000001, 0x3ee4f8b588e6698f, 0x7ff8000000000001}},
	{"Floor", [6]uint64{0x0, 0x4000000000000000, 0xc000000000000000, 0x40c81c8000000000, 0x0, 0x4202a05f20000000}},
	{"Ceil", [6]uint64{0x3ff0000000000000, 0x4008000000000000, 0xbff0000000000000, 0x40c81d0000000000, 0x3ff0000000000000, 0x4202a05f20000000}},
	{"Trunc", [6]uint64{0x0, 0x4000000000000000, 0xbff0000000000000, 0x40c81c8000000000, 0x0, 0x4202a05f20000000}},
	{"Round", [6]uint64{0x0, 0x4008000000000000, 0xc000000000000000, 0x40c81d0000000000, 0x0, 0x4202a05f20000000}},
	{"RoundToEven", [6]uint64{0x0, 0x4000000000000000, 0xc000000000000000, 0x40c81d0000000000, 0x0, 0x4202a05f20000000}},
	{"Abs", [6]uint64{0x3fd3333333333333, 0x4004000000000000, 0x3ffc000000000000, 0x40c81cd6c8b43958, 0x3ee4f8b588e368f1, 0x4202a05f20000000}},
	{"Logb", [6]uint64{0xc000000000000000, 0x3ff0000000000000, 0x0, 0x402a000000000000, 0xc031000000000000, 0x4040800000000000}},
}

func call1(name string, x float64) float64 {
	switch name {
	case "Sqrt":
		return math.Sqrt(x)
	case "Cbrt":
		return math.Cbrt(x)
	case "Exp":
		return math.Exp(x)
	case "Exp2":
		return math.Exp2(x)
	case "Expm1":
		return math.Expm1(x)
	case "Log":
		return math.Log(x)
	case "Log10":
		return math.Log10(x)
	case "Log2":
		return math.Log2(x)
	case "Log1p":
		return math.Log1p(x)
	case "Sin":
		return math.Sin(x)
	case "Cos":
		return math.Cos(x)
	case "Tan":
		return math.Tan(x)
	case "Asin":
		return math.Asin(x)
	case "Acos":
		return math.Acos(x)
	case "Atan":
		return math.Atan(x)
	case "Sinh":
		return math.Sinh(x)
	case "Cosh":
		return math.Cosh(x)
	case "Tanh":
		return math.Tanh(x)
	case "Asinh":
		return math.Asinh(x)
	case "Acosh":
		return math.Acosh(x)
	case "Atanh":
		return math.Atanh(x)
	case "Floor":
		return math.Floor(x)
	case "Ceil":
		return math.Ceil(x)
	case "Trunc":
		return math.Trunc(x)
	case "Round":
		return math.Round(x)
	case "RoundToEven":
		return math.RoundToEven(x)
	case "Abs":
		return math.Abs(x)
	}
	return math.Logb(x)
}

// sameBits compares results bit for bit, any NaN matching any NaN.
func sameBits(got float64, want uint64) bool {
	if math.IsNaN(math.Float64frombits(want)) {
		return math.IsNaN(got)
	}
	return math.Float64bits(got) == want
}

func TestOneArg(t *testing.T) {
	for _, c := range oneCases {
		for i, x := range args {
			if got := call1(c.name, x); !sameBits(got, c.want[i]) {
				t.Errorf("%s(%g) = %g (%x); want %g", c.name, x, got, math.Float64bits(got), math.Float64frombits(c.want[i]))
			}
		}
	}
}

type twoCase struct {
	name string
	want [4]uint64
}

// Each function at (2.5, 3), (-7.25, 0.5), (1e5, -2.75) and (0.001, 1e-3).
var twoCases = []twoCase{
	{"Pow", [4]uint64{0x402f400000000000, 0xfff8000000000000, 0x3d14058a9b5367ac, 0x3fefc79b4ea338a2}},
	{"Atan2", [4]uint64{0x3fe63b4bc3f16a8a, 0xbff807f2112987c7, 0x3ff922182a3dc931, 0x3fe921fb54442d18}},
	{"Hypot", [4]uint64{0x400f3db2174e746a, 0x401d11a25cd6ed90, 0x40f86a000027a636, 0x3f572ba43fff3718}},
	{"Mod", [4]uint64{0x4004000000000000, 0xbfd0000000000000, 0x3ffc000000000000, 0x0}},
	{"Remainder", [4]uint64{0xbfe0000000000000, 0xbfd0000000000000, 0xbff0000000000000, 0x0}},
	{"Dim", [4]uint64{0x0, 0x0, 0x40f86a2c00000000, 0x0}},
	{"Max", [4]uint64{0x4008000000000000, 0x3fe0000000000000, 0x40f86a0000000000, 0x3f50624dd2f1a9fc}},
	{"Min", [4]uint64{0x4004000000000000, 0xc01d000000000000, 0xc006000000000000, 0x3f50624dd2f1a9fc}},
	{"Copysign", [4]uint64{0x4004000000000000, 0x401d000000000000, 0xc0f86a0000000000, 0x3f50624dd2f1a9fc}},
	{"Nextafter", [4]uint64{0x4004000000000001, 0xc01cffffffffffff, 0x40f869ffffffffff, 0x3f50624dd2f1a9fc}},
}

func call2(name string, x, y float64) float64 {
	switch name {
	case "Pow":
		return math.Pow(x, y)
	case "Atan2":
		return math.Atan2(x, y)
	case "Hypot":
		return math.Hypot(x, y)
	case "Mod":
		return math.Mod(x, y)
	case "Remainder":
		return math.Remainder(x, y)
	case "Dim":
		return math.Dim(x, y)
	case "Max":
		return math.Max(x, y)
	case "Min":
		return math.Min(x, y)
	case "Copysign":
		return math.Copysign(x, y)
	}
	return math.Nextafter(x, y)
}

func TestTwoArgs(t *testing.T) {
	xs := [4][2]float64{{2.5, 3}, {-7.25, 0.5}, {1e5, -2.75}, {0.001, 1e-3}}
	for _, c := range twoCases {
		for i, p := range xs {
			if got := call2(c.name, p[0], p[1]); !sameBits(got, c.want[i]) {
				t.Errorf("%s(%g, %g) = %g; want %g", c.name, p[0], p[1], got, math.Float64frombits(c.want[i]))
			}
		}
	}
}

func TestSpecialValues(t *testing.T) {
	inf, nan, negZero := math.Inf(1), math.NaN(), math.Copysign(0, -1)
	if !math.IsInf(inf, 1) || !math.IsInf(math.Inf(-1), -1) || math.IsInf(inf, -1) || !math.IsNaN(nan) || math.IsNaN(inf) {
		t.Error("Inf/NaN predicates")
	}
	if !math.Signbit(negZero) || math.Signbit(0) || !math.Signbit(math.Ceil(-0.5)) || math.Signbit(math.Floor(0.5)) {
		t.Error("Signbit")
	}
	// Go's special cases (from its documentation).
	if math.Log(0) != math.Inf(-1) || !math.IsNaN(math.Log(-1)) || math.Exp(math.Inf(-1)) != 0 || math.Exp(1000) != inf {
		t.Error("Log/Exp special cases")
	}
	if math.Pow(0, -1) != inf || math.Pow(negZero, -3) != math.Inf(-1) || math.Pow(-1, inf) != 1 || !math.IsNaN(math.Pow(-2, 0.5)) || math.Pow(nan, 0) != 1 {
		t.Error("Pow special cases")
	}
	if !math.IsNaN(math.Sin(inf)) || math.Sin(negZero) != 0 || !math.Signbit(math.Sin(negZero)) || !math.IsNaN(math.Mod(1, 0)) || math.Mod(5, inf) != 5 {
		t.Error("Sin/Mod special cases")
	}
	if math.Atan2(0, -1) != math.Pi || math.Atan2(negZero, -1) != -math.Pi || math.Atan2(inf, inf) != math.Pi/4 {
		t.Error("Atan2 special cases")
	}
	if math.Ilogb(0) != math.MinInt32 || math.Ilogb(nan) != math.MaxInt32 || math.Ilogb(8) != 3 || math.Logb(0) != math.Inf(-1) {
		t.Error("Ilogb/Logb")
	}
	if math.Round(-0.5) != -1 || math.Round(2.5) != 3 || math.RoundToEven(2.5) != 2 || math.RoundToEven(-3.5) != -4 || !math.Signbit(math.Round(-0.4)) {
		t.Error("rounding")
	}
}

func TestDecomposition(t *testing.T) {
	frac, exp := math.Frexp(12)
	if frac != 0.75 || exp != 4 || math.Ldexp(frac, exp) != 12 {
		t.Errorf("Frexp(12) = %g, %d", frac, exp)
	}
	frac, exp = math.Frexp(math.SmallestNonzeroFloat64)
	if frac != 0.5 || exp != -1073 {
		t.Errorf("Frexp(smallest) = %g, %d", frac, exp)
	}
	if math.Ldexp(1, -1075) != 0 || math.Ldexp(1, -1074) != math.SmallestNonzeroFloat64 || math.Ldexp(1, 1024) != math.Inf(1) {
		t.Error("Ldexp range")
	}
	ip, fp := math.Modf(-3.25)
	if ip != -3 || fp != -0.25 {
		t.Errorf("Modf(-3.25) = %g, %g", ip, fp)
	}
	if math.Float64bits(1) != 0x3ff0000000000000 || math.Float64frombits(0x4000000000000000) != 2 ||
		math.Float32bits(1) != 0x3f800000 || math.Float32frombits(0x40000000) != 2 {
		t.Error("bits conversions")
	}
	if math.Nextafter(1, 2) != 1.0000000000000002 || math.Nextafter32(1, 0) != 0.99999994 || math.Nextafter(0, -1) != -math.SmallestNonzeroFloat64 {
		t.Error("Nextafter")
	}
	if math.Pow10(3) != 1000 || math.Pow10(-324) != 0 || math.Pow10(309) != math.Inf(1) || math.FMA(2, 3, 4) != 10 {
		t.Error("Pow10/FMA")
	}
}

func TestLimits(t *testing.T) {
	if math.MaxInt8 != 127 || math.MinInt16 != -32768 || math.MaxUint32 != 4294967295 || math.MaxInt != 9223372036854775807 {
		t.Error("integer limits")
	}
	if math.MaxFloat32 != 0x1.fffffep127 || math.SmallestNonzeroFloat64 != 0x1p-1074 || math.MaxFloat64 != 0x1.fffffffffffffp1023 || math.SmallestNonzeroFloat32 != 0x1p-149 {
		t.Error("float limits")
	}
}

func BenchmarkExp(b *testing.B) {
	for i := 0; i < b.N; i++ {
		math.Exp(0.5)
	}
}

func BenchmarkSin(b *testing.B) {
	for i := 0; i < b.N; i++ {
		math.Sin(0.5)
	}
}

func BenchmarkPow(b *testing.B) {
	for i := 0; i < b.N; i++ {
		math.Pow(2.5, 3.7)
	}
}
