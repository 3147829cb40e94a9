package cmp

// Ordered is the set of types whose values the operators < <= >= > order.
// A floating-point NaN is unordered; Compare and Less give it a place (before every number).
type Ordered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 |
		~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr |
		~float32 | ~float64 |
		~string
}

// Less reports whether x is less than y; a NaN is less than any number, and -0.0 is not less
// than 0.0.
func Less[T Ordered](x, y T) bool {
	return (x != x && y == y) || x < y
}

// Compare returns -1 when x is less than y, 0 when they are equal and +1 when x is greater,
// ordering a NaN before every number and treating two NaNs, and -0.0 and 0.0, as equal.
func Compare[T Ordered](x, y T) int {
	if x < y {
		return -1
	}
	if x > y {
		return +1
	}
	if x == y {
		return 0
	}
	// At least one of them is a NaN.
	xNaN, yNaN := x != x, y != y
	if xNaN && !yNaN {
		return -1
	}
	if yNaN && !xNaN {
		return +1
	}
	return 0
}

// Or returns the first of its arguments that is not the zero value of T, or the zero value
// when there is none.
func Or[T comparable](vals ...T) T {
	var zero T
	for _, v := range vals {
		if v != zero {
			return v
		}
	}
	return zero
}
