// Package tree is the package under test of the subtests case: names (spaces, repeated and
// numbered names), nesting, Fatal and Skip in subtests, what Run returns.
package tree

func Depth(n int) int {
	if n <= 0 {
		return 0
	}
	return 1 + Depth(n-1)
}
