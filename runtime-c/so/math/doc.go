// Package math provides mathematical constants and functions: the So counterpart of Go's
// math package, giving exactly Go's results (bit for bit, as Go computes them on amd64).
//
// Exported API:
//
//	const E, Pi, Phi, Sqrt2, SqrtE, SqrtPi, SqrtPhi, Ln2, Log2E, Ln10, Log10E
//	const MaxFloat32, SmallestNonzeroFloat32, MaxFloat64, SmallestNonzeroFloat64
//	const MaxInt, MinInt, MaxInt8 ... MaxInt64, MinInt8 ... MinInt64, MaxUint, MaxUint8 ... MaxUint64
//	func Abs, Ceil, Floor, Trunc, Round, RoundToEven, Sqrt, Cbrt (x float64) float64
//	func Exp, Exp2, Expm1, Log, Log10, Log2, Log1p (x float64) float64
//	func Sin, Cos, Tan, Asin, Acos, Atan, Sinh, Cosh, Tanh, Asinh, Acosh, Atanh (x float64) float64
//	func Pow, Atan2, Hypot, Mod, Remainder, Dim, Max, Min, Copysign, Nextafter (x, y float64) float64
//	func FMA(x, y, z float64) float64
//	func Frexp(f float64) (frac float64, exp int)
//	func Ldexp(frac float64, exp int) float64
//	func Modf(f float64) (int float64, frac float64)
//	func Logb(x float64) float64
//	func Ilogb(x float64) int
//	func Pow10(n int) float64
//	func Nextafter32(x, y float32) float32
//	func Inf(sign int) float64, NaN() float64, IsInf(f float64, sign int) bool, IsNaN(f float64) bool
//	func Signbit(x float64) bool
//	func Float64bits, Float64frombits, Float32bits, Float32frombits
//
// The functions are written in So following the algorithms Go uses, so they give Go's
// results rather than the C library's (which differ in the last bit for many arguments):
// Exp and Log follow Go's amd64 assembly (Exp with fused multiply-adds on processors that
// have them, as Go does), the others Go's portable code. Sqrt and FMA, which are exact,
// call the C library. Nothing here allocates.
//
// Not provided yet: Erf, Erfc, Erfinv, Erfcinv, Gamma, Lgamma, J0, J1, Jn, Y0, Y1, Yn,
// Sincos.
package math
