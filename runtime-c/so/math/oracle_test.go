//go:build !solod

// This file compares the package with Go's math (the oracle) bit for bit: every function on
// special values and on many random inputs (random bit patterns and values spread over the
// interesting ranges). It runs under `go test` only: solod's tests cannot import Go's
// standard library. MATH_ORACLE_N sets the number of random inputs (default 300000).
package math_test

import (
	gomath "math"
	"math/rand"
	"os"
	"strconv"
	"testing"

	"solod.dev/so/math"
)

func oracleN() int {
	if n, err := strconv.Atoi(os.Getenv("MATH_ORACLE_N")); err == nil {
		return n
	}
	return 300000
}

var specials = []float64{0, gomath.Copysign(0, -1), 1, -1, 0.5, -0.5, 2, -2, 1.5, -2.5, 3, gomath.Inf(1), gomath.Inf(-1), gomath.NaN(),
	gomath.MaxFloat64, -gomath.MaxFloat64, gomath.SmallestNonzeroFloat64, -gomath.SmallestNonzeroFloat64, 0x1p-1022, 0x1p-1023,
	gomath.Pi, gomath.Pi / 2, gomath.Pi / 4, 1 << 29, 1 << 52, 1 << 53, 1<<53 + 1, 1 << 63, 1e300, 1e-300, 709.78, 709.8, -745.1, -745.2,
	7.07106781186547524401e-01, 0.7071067811865476 * 4, 1e22, 0.1, 0.7, 0.66, 2.414213562373095, 21, 0.625, 44.01, 1 << 28, 4.5, -4.5, 2.5}

func randArg(r *rand.Rand) float64 {
	switch r.Intn(8) {
	case 0:
		return specials[r.Intn(len(specials))]
	case 1:
		return gomath.Float64frombits(r.Uint64())
	case 2:
		return (r.Float64()*2 - 1) * 1e6
	case 3:
		return (r.Float64()*2 - 1) * 10
	case 4:
		return (r.Float64()*2 - 1) * gomath.Pow(10, float64(r.Intn(40)-20))
	case 5:
		return (r.Float64()*2 - 1) * 800
	case 6:
		return float64(r.Intn(2000) - 1000)
	}
	return r.Float64()*2 - 1
}

func same(a, b float64) bool {
	if a != a && b != b {
		return true
	}
	return gomath.Float64bits(a) == gomath.Float64bits(b)
}

type fn1 struct {
	name string
	so   func(float64) float64
	gf   func(float64) float64
}

var fns1 = []fn1{
	{"Abs", math.Abs, gomath.Abs}, {"Floor", math.Floor, gomath.Floor}, {"Ceil", math.Ceil, gomath.Ceil},
	{"Trunc", math.Trunc, gomath.Trunc}, {"Round", math.Round, gomath.Round}, {"RoundToEven", math.RoundToEven, gomath.RoundToEven},
	{"Sqrt", math.Sqrt, gomath.Sqrt}, {"Cbrt", math.Cbrt, gomath.Cbrt}, {"Exp", math.Exp, gomath.Exp}, {"Exp2", math.Exp2, gomath.Exp2},
	{"Expm1", math.Expm1, gomath.Expm1}, {"Log", math.Log, gomath.Log}, {"Log10", math.Log10, gomath.Log10}, {"Log2", math.Log2, gomath.Log2},
	{"Log1p", math.Log1p, gomath.Log1p}, {"Sin", math.Sin, gomath.Sin}, {"Cos", math.Cos, gomath.Cos}, {"Tan", math.Tan, gomath.Tan},
	{"Asin", math.Asin, gomath.Asin}, {"Acos", math.Acos, gomath.Acos}, {"Atan", math.Atan, gomath.Atan}, {"Sinh", math.Sinh, gomath.Sinh},
	{"Cosh", math.Cosh, gomath.Cosh}, {"Tanh", math.Tanh, gomath.Tanh}, {"Asinh", math.Asinh, gomath.Asinh}, {"Acosh", math.Acosh, gomath.Acosh},
	{"Atanh", math.Atanh, gomath.Atanh}, {"Logb", math.Logb, gomath.Logb},
}

type fn2 struct {
	name string
	so   func(float64, float64) float64
	gf   func(float64, float64) float64
}

var fns2 = []fn2{
	{"Pow", math.Pow, gomath.Pow}, {"Atan2", math.Atan2, gomath.Atan2}, {"Hypot", math.Hypot, gomath.Hypot}, {"Mod", math.Mod, gomath.Mod},
	{"Remainder", math.Remainder, gomath.Remainder}, {"Copysign", math.Copysign, gomath.Copysign}, {"Dim", math.Dim, gomath.Dim},
	{"Max", math.Max, gomath.Max}, {"Min", math.Min, gomath.Min}, {"Nextafter", math.Nextafter, gomath.Nextafter},
}

func TestOracleOneArg(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	n := oracleN()
	for _, f := range fns1 {
		for _, x := range specials {
			if !same(f.so(x), f.gf(x)) {
				t.Errorf("%s(%v) = %v; Go %v", f.name, x, f.so(x), f.gf(x))
			}
		}
		for i := 0; i < n; i++ {
			x := randArg(r)
			if !same(f.so(x), f.gf(x)) {
				t.Fatalf("%s(%v [%x]) = %v; Go %v", f.name, x, gomath.Float64bits(x), f.so(x), f.gf(x))
			}
		}
	}
}

func TestOracleTwoArgs(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	n := oracleN()
	for _, f := range fns2 {
		for _, x := range specials {
			for _, y := range specials {
				if !same(f.so(x, y), f.gf(x, y)) {
					t.Errorf("%s(%v, %v) = %v; Go %v", f.name, x, y, f.so(x, y), f.gf(x, y))
				}
			}
		}
		for i := 0; i < n; i++ {
			x, y := randArg(r), randArg(r)
			if f.name == "Pow" && i%2 == 0 {
				x = gomath.Abs(x)
			}
			if !same(f.so(x, y), f.gf(x, y)) {
				t.Fatalf("%s(%v, %v) = %v; Go %v", f.name, x, y, f.so(x, y), f.gf(x, y))
			}
		}
	}
}

func TestOracleOther(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for i := 0; i < oracleN(); i++ {
		x := randArg(r)
		a, b := math.Frexp(x)
		c, d := gomath.Frexp(x)
		if !same(a, c) || b != d {
			t.Fatalf("Frexp(%v) = %v, %d; Go %v, %d", x, a, b, c, d)
		}
		e := r.Intn(2300) - 1150
		if !same(math.Ldexp(x, e), gomath.Ldexp(x, e)) {
			t.Fatalf("Ldexp(%v, %d) = %v; Go %v", x, e, math.Ldexp(x, e), gomath.Ldexp(x, e))
		}
		i1, f1 := math.Modf(x)
		i2, f2 := gomath.Modf(x)
		if !same(i1, i2) || !same(f1, f2) {
			t.Fatalf("Modf(%v) = %v, %v; Go %v, %v", x, i1, f1, i2, f2)
		}
		if math.Ilogb(x) != gomath.Ilogb(x) || math.Signbit(x) != gomath.Signbit(x) || math.IsNaN(x) != gomath.IsNaN(x) ||
			math.IsInf(x, 0) != gomath.IsInf(x, 0) || math.IsInf(x, 1) != gomath.IsInf(x, 1) || math.IsInf(x, -1) != gomath.IsInf(x, -1) {
			t.Fatalf("Ilogb/Signbit/IsNaN/IsInf(%v) differ", x)
		}
		y, z := randArg(r), randArg(r)
		if !same(math.FMA(x, y, z), gomath.FMA(x, y, z)) {
			t.Fatalf("FMA differs")
		}
		f32, g32 := float32(x), float32(y)
		if math.Float32bits(math.Nextafter32(f32, g32)) != gomath.Float32bits(gomath.Nextafter32(f32, g32)) && !(f32 != f32 || g32 != g32) {
			t.Fatalf("Nextafter32(%v, %v) differs", f32, g32)
		}
		if math.Float32bits(f32) != gomath.Float32bits(f32) || math.Float32frombits(uint32(i)) != gomath.Float32frombits(uint32(i)) && f32 == f32 {
			t.Fatalf("Float32bits differs")
		}
	}
	for n := -400; n <= 400; n++ {
		if !same(math.Pow10(n), gomath.Pow10(n)) {
			t.Errorf("Pow10(%d) = %v; Go %v", n, math.Pow10(n), gomath.Pow10(n))
		}
	}
	if math.Inf(1) != gomath.Inf(1) || math.Inf(-1) != gomath.Inf(-1) || !math.IsNaN(math.NaN()) || math.Float64bits(math.NaN()) != gomath.Float64bits(gomath.NaN()) {
		t.Error("Inf or NaN differ")
	}
}

func TestOracleConstants(t *testing.T) {
	fs := [][2]float64{{math.E, gomath.E}, {math.Pi, gomath.Pi}, {math.Phi, gomath.Phi}, {math.Sqrt2, gomath.Sqrt2}, {math.SqrtE, gomath.SqrtE},
		{math.SqrtPi, gomath.SqrtPi}, {math.SqrtPhi, gomath.SqrtPhi}, {math.Ln2, gomath.Ln2}, {math.Log2E, gomath.Log2E}, {math.Ln10, gomath.Ln10},
		{math.Log10E, gomath.Log10E}, {math.MaxFloat32, gomath.MaxFloat32}, {math.SmallestNonzeroFloat32, gomath.SmallestNonzeroFloat32},
		{math.MaxFloat64, gomath.MaxFloat64}, {math.SmallestNonzeroFloat64, gomath.SmallestNonzeroFloat64},
		{4 / math.Pi, 4 / gomath.Pi}, {1 / math.Ln10, 1 / gomath.Ln10}, {3 * math.Pi / 4, 3 * gomath.Pi / 4}}
	for i, c := range fs {
		if !same(c[0], c[1]) {
			t.Errorf("constant %d: %v; Go %v", i, c[0], c[1])
		}
	}
	if math.MaxInt != gomath.MaxInt || math.MinInt != gomath.MinInt || math.MaxInt8 != gomath.MaxInt8 || math.MinInt8 != gomath.MinInt8 ||
		math.MaxInt16 != gomath.MaxInt16 || math.MinInt16 != gomath.MinInt16 || math.MaxInt32 != gomath.MaxInt32 || math.MinInt32 != gomath.MinInt32 ||
		math.MaxInt64 != gomath.MaxInt64 || math.MinInt64 != gomath.MinInt64 || math.MaxUint != gomath.MaxUint || math.MaxUint8 != gomath.MaxUint8 ||
		math.MaxUint16 != gomath.MaxUint16 || math.MaxUint32 != gomath.MaxUint32 || math.MaxUint64 != gomath.MaxUint64 {
		t.Error("integer limits differ")
	}
}
