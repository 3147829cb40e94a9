package lk_test

import (
	"example.com/leak/lk"
	"solod.dev/so/mem"
	"solod.dev/so/testing"
)

func TestFrees(t *testing.T) {
	a := t.Allocator()
	xs := lk.NewInts(a, 4)
	mem.FreeSlice(a, xs)
}

func TestLeaks(t *testing.T) {
	a := t.Allocator()
	xs := lk.NewInts(a, 4)
	xs[0] = 1
}

func TestLeaksInSubtest(t *testing.T) {
	t.Run("sub", func(t *testing.T) {
		lk.NewInts(t.Allocator(), 2)
	})
}

func TestFailedTestIsNotCheckedForLeaks(t *testing.T) {
	lk.NewInts(t.Allocator(), 1)
	t.Fail()
}
