// Package mathx is dot-imported.
package mathx

// Scale is a constant.
const Scale = 10

// Vec is a vector.
type Vec struct{ X, Y int }

// Abs is the absolute value.
func Abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Norm1 is the taxicab norm.
func (v Vec) Norm1() int { return Abs(v.X) + Abs(v.Y) }

// Double scales by two.
func Double(v Vec) Vec { return Vec{2 * v.X, 2 * v.Y} }
