package math

import "unsafe"

// The layout of a float64.
const (
	nanBits    = 0x7FF8000000000001
	infBits    = 0x7FF0000000000000
	negInfBits = 0xFFF0000000000000
	oneBits    = 0x3FF0000000000000
	expMask    = 0x7FF
	fracBits   = 52
	bias       = 1023
	signBit    = 1 << 63
	fracMask   = 1<<fracBits - 1
)

// Float64bits returns the IEEE 754 binary representation of f.
func Float64bits(f float64) uint64 { return *(*uint64)(unsafe.Pointer(&f)) }

// Float64frombits returns the float64 whose IEEE 754 binary representation is b.
func Float64frombits(b uint64) float64 { return *(*float64)(unsafe.Pointer(&b)) }

// Float32bits returns the IEEE 754 binary representation of f.
func Float32bits(f float32) uint32 { return *(*uint32)(unsafe.Pointer(&f)) }

// Float32frombits returns the float32 whose IEEE 754 binary representation is b.
func Float32frombits(b uint32) float32 { return *(*float32)(unsafe.Pointer(&b)) }

// Inf returns positive infinity for sign >= 0, negative infinity for sign < 0.
func Inf(sign int) float64 {
	if sign >= 0 {
		return Float64frombits(infBits)
	}
	return Float64frombits(negInfBits)
}

// NaN returns an IEEE 754 "not-a-number" value.
func NaN() float64 { return Float64frombits(nanBits) }

// IsNaN reports whether f is a NaN.
func IsNaN(f float64) bool { return f != f }

// IsInf reports whether f is an infinity: of either sign for sign == 0, positive for
// sign > 0, negative for sign < 0.
func IsInf(f float64, sign int) bool {
	switch {
	case sign > 0:
		return f > MaxFloat64
	case sign < 0:
		return f < -MaxFloat64
	}
	return f > MaxFloat64 || f < -MaxFloat64
}

// Signbit reports whether x is negative or negative zero.
func Signbit(x float64) bool { return Float64bits(x)&signBit != 0 }

// Copysign returns a value with the magnitude of f and the sign of sign.
func Copysign(f, sign float64) float64 {
	return Float64frombits(Float64bits(f)&^signBit | Float64bits(sign)&signBit)
}

// Abs returns the absolute value of x.
func Abs(x float64) float64 { return Float64frombits(Float64bits(x) &^ signBit) }

// scaleUp brings a subnormal x into the normal range: it returns x*2^52 and -52, or x and
// 0 for a normal x.
func scaleUp(x float64) (float64, int) {
	if Abs(x) < 0x1p-1022 {
		return x * (1 << 52), -52
	}
	return x, 0
}
