// Package lk is tested with the memory of t.Allocator() (the peer Solod's leak check, which Go
// does not have): a test that passes but does not free what it allocated through it fails.
package lk

import "solod.dev/so/mem"

// NewInts allocates n ints from a.
func NewInts(a mem.Allocator, n int) []int { return mem.AllocSlice[int](a, n, n) }
