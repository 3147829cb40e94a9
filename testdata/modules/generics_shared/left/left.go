// Package left makes boxes.
package left

import "example.com/gs/base"

// Make boxes n.
func Make(n int) base.Box[int] { return base.New(n) }

// Total sums with base.Sum[int].
func Total() int { return base.Sum([]int{1, 2, 3}) }
