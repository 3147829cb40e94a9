// Package right opens boxes.
package right

import "example.com/gs/base"

// Unbox opens a box made anywhere.
func Unbox(b base.Box[int]) int { return b.Get() * 10 }

// Total sums with base.Sum[int] too (the same instance as left's).
func Total() int { return base.Sum([]int{4, 5}) }
