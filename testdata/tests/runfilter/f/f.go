// Package f has tests that -run and -skip select by name, level by level.
package f

func Ident(x int) int { return x }
