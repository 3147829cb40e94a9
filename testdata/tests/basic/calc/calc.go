// Package calc is the package under test of the basic case: passing, failing and skipped
// tests, Fatal in the middle, helpers, multi-line messages, formatting of the arguments.
package calc

func Add(a, b int) int { return a + b }

func Div(a, b int) (int, bool) {
	if b == 0 {
		return 0, false
	}
	return a / b, true
}
