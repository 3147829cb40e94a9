package cmp_test

import (
	"testing"

	"solod.dev/so/cmp"
)

type celsius float64

type name string

// values returns NaN, -0.0 and +Inf made at run time (constants cannot be NaN).
func values() (nan, negZero, inf float64) {
	zero := 0.0
	return zero / zero, -zero, 1 / zero
}

func TestCompareInts(t *testing.T) {
	cases := []struct {
		x, y int
		want int
	}{
		{1, 2, -1}, {2, 1, 1}, {7, 7, 0}, {-5, 3, -1}, {0, -1, 1},
		{-9223372036854775808, 9223372036854775807, -1},
	}
	for _, c := range cases {
		if got := cmp.Compare(c.x, c.y); got != c.want {
			t.Errorf("Compare(%d, %d) = %d, want %d", c.x, c.y, got, c.want)
		}
		if got := cmp.Less(c.x, c.y); got != (c.want < 0) {
			t.Errorf("Less(%d, %d) = %t", c.x, c.y, got)
		}
	}
	if cmp.Compare(uint8(255), uint8(0)) != 1 || cmp.Compare(uint64(1)<<63, 1) != 1 {
		t.Error("unsigned Compare")
	}
	if cmp.Compare(uintptr(3), uintptr(4)) != -1 || !cmp.Less(int8(-128), int8(127)) {
		t.Error("uintptr or int8 Compare")
	}
}

func TestCompareStrings(t *testing.T) {
	cases := []struct {
		x, y string
		want int
	}{
		{"", "", 0}, {"", "a", -1}, {"a", "", 1}, {"abc", "abd", -1}, {"abc", "ab", 1},
		{"\xff", "\x00", 1}, {"a\x00", "a", 1}, {"Z", "a", -1}, {"same", "same", 0},
	}
	for _, c := range cases {
		if got := cmp.Compare(c.x, c.y); got != c.want {
			t.Errorf("Compare(%q, %q) = %d, want %d", c.x, c.y, got, c.want)
		}
		if got := cmp.Less(c.x, c.y); got != (c.want < 0) {
			t.Errorf("Less(%q, %q) = %t", c.x, c.y, got)
		}
	}
	if cmp.Compare(name("b"), name("a")) != 1 {
		t.Error("Compare of a named string type")
	}
}

func TestCompareFloats(t *testing.T) {
	nan, negZero, inf := values()
	cases := []struct {
		x, y float64
		cmp  int
		less bool
	}{
		{1.5, 2.5, -1, true},
		{2.5, 1.5, 1, false},
		{nan, nan, 0, false},
		{nan, 0, -1, true},
		{0, nan, 1, false},
		{nan, -inf, -1, true},
		{-inf, nan, 1, false},
		{negZero, 0, 0, false},
		{0, negZero, 0, false},
		{-inf, inf, -1, true},
		{inf, inf, 0, false},
	}
	for _, c := range cases {
		if got := cmp.Compare(c.x, c.y); got != c.cmp {
			t.Errorf("Compare(%g, %g) = %d, want %d", c.x, c.y, got, c.cmp)
		}
		if got := cmp.Less(c.x, c.y); got != c.less {
			t.Errorf("Less(%g, %g) = %t, want %t", c.x, c.y, got, c.less)
		}
	}
	if cmp.Compare(float32(nan), float32(1)) != -1 || !cmp.Less(float32(nan), float32(-inf)) {
		t.Error("float32 NaN")
	}
	if cmp.Compare(celsius(nan), celsius(nan)) != 0 || cmp.Less(celsius(nan), celsius(nan)) {
		t.Error("named float NaN")
	}
}

func TestOr(t *testing.T) {
	if got := cmp.Or(0, 0, 3, 4); got != 3 {
		t.Errorf("Or(0, 0, 3, 4) = %d", got)
	}
	if got := cmp.Or[int](); got != 0 {
		t.Errorf("Or() = %d", got)
	}
	if got := cmp.Or("", "", ""); got != "" {
		t.Errorf("Or of empty strings = %q", got)
	}
	if got := cmp.Or("", "first", "second"); got != "first" {
		t.Errorf("Or = %q", got)
	}
	type pair struct{ a, b int }
	if got := cmp.Or(pair{}, pair{0, 2}, pair{1, 0}); got.b != 2 {
		t.Errorf("Or of structs = %v", got.b)
	}
	nan, _, _ := values()
	// A NaN is not the zero value, so Or returns it.
	if got := cmp.Or(0, nan, 1); got == got {
		t.Errorf("Or(0, NaN, 1) = %g, want NaN", got)
	}
}
