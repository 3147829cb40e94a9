// Package bits counts and manipulates the bits of unsigned integers: the So counterpart of
// Go's math/bits, with Go's full API and results.
//
// Exported API (each for uint, and the sized forms 8/16/32/64 where Go has them):
//
//	const UintSize = 64
//	func LeadingZeros(x uint) int, TrailingZeros, OnesCount, Len
//	func RotateLeft(x uint, k int) uint
//	func Reverse(x uint) uint, ReverseBytes
//	func Add(x, y, carry uint) (sum, carryOut uint), Sub
//	func Mul(x, y uint) (hi, lo uint)
//	func Div(hi, lo, y uint) (quo, rem uint)
//	func Rem(hi, lo, y uint) uint
//
// Div panics as Go's does: "runtime error: integer divide by zero" when y is 0 and
// "runtime error: integer overflow" when y <= hi. Nothing here allocates.
package bits
