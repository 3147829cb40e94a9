package math

import gomath "math" // for the Go bodies of //so:extern functions

// Sqrt and FMA are exact (correctly rounded) operations: C's and Go's agree on every input.

//so:include <math.h>
//so:link m

//so:embed math.h
var mathHeader string

// Sqrt returns the square root of x (NaN for x < 0, ±0 for ±0, +Inf for +Inf).
//
//so:extern sqrt
func Sqrt(x float64) float64 { return gomath.Sqrt(x) }

// FMA returns x * y + z computed with only one rounding.
//
//so:extern fma
func FMA(x, y, z float64) float64 { return gomath.FMA(x, y, z) }

// cpuHasFMA reports whether Go's Exp uses fused multiply-adds on this processor. The Go
// body finds out by comparing Go's Exp with both evaluations where they differ.
//
//so:extern so_math_hasfma
func cpuHasFMA() bool {
	for i := 1; i < 100000; i++ {
		x := float64(i) * 0.0137
		a, b := expAmd64(x, true), expAmd64(x, false)
		if a != b {
			return gomath.Exp(x) == a
		}
	}
	return false
}

// useFMA selects Exp's evaluation.
var useFMA = cpuHasFMA()
