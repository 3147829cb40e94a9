package slices_test

import (
	"testing"

	"solod.dev/so/slices"
)

type ints []int

func nan() float64 {
	zero := 0.0
	return zero / zero
}

func isNaN(f float64) bool { return f != f }

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestEqual(t *testing.T) {
	cases := []struct {
		a, b []int
		want bool
	}{
		{nil, nil, true}, {nil, []int{}, true}, {[]int{1}, nil, false},
		{[]int{1, 2, 3}, []int{1, 2, 3}, true}, {[]int{1, 2, 3}, []int{1, 2, 4}, false},
		{[]int{1, 2}, []int{1, 2, 3}, false},
	}
	for _, c := range cases {
		if got := slices.Equal(c.a, c.b); got != c.want {
			t.Errorf("Equal(%v, %v) = %t", c.a, c.b, got)
		}
	}
	if slices.Equal([]float64{1, nan()}, []float64{1, nan()}) {
		t.Error("Equal treats NaN as equal")
	}
	if !slices.Equal(ints{4}, ints{4}) {
		t.Error("Equal on a named slice type")
	}
}

func TestEqualFunc(t *testing.T) {
	sameLen := func(a int, b string) bool { return a == len(b) }
	if !slices.EqualFunc([]int{1, 0, 3}, []string{"a", "", "abc"}, sameLen) {
		t.Error("EqualFunc: want true")
	}
	if slices.EqualFunc([]int{1, 2}, []string{"a", "b"}, sameLen) {
		t.Error("EqualFunc: want false")
	}
	if slices.EqualFunc([]int{1}, []string{"a", "b"}, sameLen) {
		t.Error("EqualFunc: lengths differ")
	}
	calls := 0
	stop := func(a, b int) bool { calls++; return a == b }
	slices.EqualFunc([]int{1, 9, 3, 4}, []int{1, 2, 3, 4}, stop)
	if calls != 2 {
		t.Errorf("EqualFunc called eq %d times, want 2", calls)
	}
}

func TestCompare(t *testing.T) {
	cases := []struct {
		a, b []int
		want int
	}{
		{nil, nil, 0}, {[]int{}, nil, 0}, {[]int{1}, nil, 1}, {nil, []int{1}, -1},
		{[]int{1, 2, 3}, []int{1, 2, 3}, 0}, {[]int{1, 2, 3}, []int{1, 3}, -1},
		{[]int{1, 2, 3}, []int{1, 2}, 1}, {[]int{5}, []int{-5, 9}, 1},
	}
	for _, c := range cases {
		if got := slices.Compare(c.a, c.b); got != c.want {
			t.Errorf("Compare(%v, %v) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
	if got := slices.Compare([]float64{nan(), 1}, []float64{0, 1}); got != -1 {
		t.Errorf("Compare with NaN = %d, want -1", got)
	}
	if got := slices.Compare([]float64{nan()}, []float64{nan()}); got != 0 {
		t.Errorf("Compare NaN, NaN = %d, want 0", got)
	}
	if got := slices.Compare([]string{"b"}, []string{"a", "z"}); got != 1 {
		t.Errorf("Compare of strings = %d", got)
	}
	diff := func(a int, b string) int { return a - len(b) }
	if got := slices.CompareFunc([]int{1, 7}, []string{"x", "abc"}, diff); got != 4 {
		t.Errorf("CompareFunc = %d, want 4 (cmp's own result)", got)
	}
	if got := slices.CompareFunc([]int{1}, []string{"x", "abc"}, diff); got != -1 {
		t.Errorf("CompareFunc shorter = %d", got)
	}
	if got := slices.CompareFunc([]int{1, 3}, []string{"x", "abc"}, diff); got != 0 {
		t.Errorf("CompareFunc equal = %d", got)
	}
}

func TestIndexContains(t *testing.T) {
	s := []string{"a", "b", "c", "b"}
	cases := []struct {
		v    string
		want int
	}{{"a", 0}, {"b", 1}, {"c", 2}, {"d", -1}, {"", -1}}
	for _, c := range cases {
		if got := slices.Index(s, c.v); got != c.want {
			t.Errorf("Index(%q) = %d, want %d", c.v, got, c.want)
		}
		if got := slices.Contains(s, c.v); got != (c.want >= 0) {
			t.Errorf("Contains(%q) = %t", c.v, got)
		}
	}
	if slices.Index([]int(nil), 0) != -1 || slices.Contains([]float64{nan()}, nan()) {
		t.Error("Index of nil or Contains of NaN")
	}
	long := func(s string) bool { return len(s) > 1 }
	if got := slices.IndexFunc([]string{"a", "bb", "ccc"}, long); got != 1 {
		t.Errorf("IndexFunc = %d", got)
	}
	if slices.IndexFunc(s, long) != -1 || slices.ContainsFunc(s, long) {
		t.Error("IndexFunc/ContainsFunc: no match expected")
	}
	if !slices.ContainsFunc([]int{1, 2, 30}, func(v int) bool { return v > 10 }) {
		t.Error("ContainsFunc: want true")
	}
}

func TestReverse(t *testing.T) {
	cases := []struct{ in, want []int }{
		{nil, nil}, {[]int{1}, []int{1}}, {[]int{1, 2}, []int{2, 1}},
		{[]int{1, 2, 3, 4, 5}, []int{5, 4, 3, 2, 1}}, {[]int{1, 2, 3, 4}, []int{4, 3, 2, 1}},
	}
	for _, c := range cases {
		slices.Reverse(c.in)
		if !sameInts(c.in, c.want) {
			t.Errorf("Reverse = %v, want %v", c.in, c.want)
		}
	}
}

func TestMinMax(t *testing.T) {
	s := []int{4, -2, 9, 9, -2, 0}
	if slices.Min(s) != -2 || slices.Max(s) != 9 {
		t.Errorf("Min, Max = %d, %d", slices.Min(s), slices.Max(s))
	}
	if slices.Min([]string{"b", "a", "c"}) != "a" || slices.Max([]string{"b", "a", "c"}) != "c" {
		t.Error("Min/Max of strings")
	}
	f := []float64{1, nan(), -1}
	if !isNaN(slices.Min(f)) || !isNaN(slices.Max(f)) {
		t.Error("Min/Max do not propagate NaN")
	}
	type pair struct{ k, v int }
	byK := func(a, b pair) int { return a.k - b.k }
	ps := []pair{{3, 0}, {1, 1}, {5, 2}, {1, 3}, {5, 4}}
	if m := slices.MinFunc(ps, byK); m.v != 1 {
		t.Errorf("MinFunc = %v, want the first minimum", m.v)
	}
	if m := slices.MaxFunc(ps, byK); m.v != 2 {
		t.Errorf("MaxFunc = %v, want the first maximum", m.v)
	}
	if slices.Min([]int{7}) != 7 || slices.MaxFunc([]pair{{2, 2}}, byK).k != 2 {
		t.Error("one element")
	}
}

func TestClip(t *testing.T) {
	s := make([]int, 2, 10)
	c := slices.Clip(s)
	if len(c) != 2 || cap(c) != 2 {
		t.Errorf("Clip: len %d cap %d", len(c), cap(c))
	}
	var n []int
	if slices.Clip(n) != nil {
		t.Error("Clip(nil) is not nil")
	}
}

func TestDelete(t *testing.T) {
	cases := []struct {
		in   []int
		i, j int
		want []int
	}{
		{[]int{0, 1, 2, 3}, 0, 0, []int{0, 1, 2, 3}},
		{[]int{0, 1, 2, 3}, 0, 1, []int{1, 2, 3}},
		{[]int{0, 1, 2, 3}, 3, 4, []int{0, 1, 2}},
		{[]int{0, 1, 2, 3}, 1, 3, []int{0, 3}},
		{[]int{0, 1, 2, 3}, 0, 4, []int{}},
		{[]int{0, 1, 2, 3}, 4, 4, []int{0, 1, 2, 3}},
	}
	for _, c := range cases {
		full := c.in
		got := slices.Delete(c.in, c.i, c.j)
		if !sameInts(got, c.want) {
			t.Errorf("Delete(%d, %d) = %v, want %v", c.i, c.j, got, c.want)
		}
		for k := len(got); k < len(full); k++ {
			if full[k] != 0 {
				t.Errorf("Delete(%d, %d) left %d at %d", c.i, c.j, full[k], k)
			}
		}
	}
}

func TestDeleteFunc(t *testing.T) {
	s := []int{1, 2, 3, 4, 5, 6, 7}
	odd := func(v int) bool { return v%2 == 1 }
	got := slices.DeleteFunc(s, odd)
	if !sameInts(got, []int{2, 4, 6}) {
		t.Errorf("DeleteFunc = %v", got)
	}
	if !sameInts(s, []int{2, 4, 6, 0, 0, 0, 0}) {
		t.Errorf("DeleteFunc tail = %v", s)
	}
	none := []int{2, 4}
	if got := slices.DeleteFunc(none, odd); len(got) != 2 {
		t.Errorf("DeleteFunc without matches = %v", got)
	}
	if got := slices.DeleteFunc([]int(nil), odd); got != nil {
		t.Error("DeleteFunc(nil) is not nil")
	}
}

func TestCompact(t *testing.T) {
	cases := []struct{ in, want []int }{
		{nil, nil}, {[]int{1}, []int{1}}, {[]int{1, 1}, []int{1}},
		{[]int{1, 1, 2, 2, 2, 3, 1, 1}, []int{1, 2, 3, 1}},
		{[]int{1, 2, 3}, []int{1, 2, 3}}, {[]int{5, 5, 5, 5}, []int{5}},
	}
	for _, c := range cases {
		n := len(c.in)
		full := c.in
		got := slices.Compact(c.in)
		if !sameInts(got, c.want) {
			t.Errorf("Compact = %v, want %v", got, c.want)
		}
		for k := len(got); k < n; k++ {
			if full[k] != 0 {
				t.Errorf("Compact left %d at %d", full[k], k)
			}
		}
	}
	words := []string{"a", "A", "b", "B", "b", "c"}
	fold := func(a, b string) bool { return a == b || a[0]^b[0] == 0x20 }
	got := slices.CompactFunc(words, fold)
	if len(got) != 3 || got[0] != "a" || got[1] != "b" || got[2] != "c" {
		t.Errorf("CompactFunc = %v", got)
	}
	if words[3] != "" || words[5] != "" {
		t.Error("CompactFunc did not zero the tail")
	}
	// eq is asked about neighbours, not about the first element of the run.
	near := func(a, b int) bool { return a-b < 2 && b-a < 2 }
	if got := slices.CompactFunc([]int{1, 2, 3, 7, 8, 10}, near); !sameInts(got, []int{1, 7, 10}) {
		t.Errorf("CompactFunc(near) = %v", got)
	}
}

func TestBinarySearch(t *testing.T) {
	s := []int{1, 3, 3, 3, 7, 9}
	cases := []struct {
		target, pos int
		found       bool
	}{{0, 0, false}, {1, 0, true}, {2, 1, false}, {3, 1, true}, {8, 5, false}, {9, 5, true}, {10, 6, false}}
	for _, c := range cases {
		pos, found := slices.BinarySearch(s, c.target)
		if pos != c.pos || found != c.found {
			t.Errorf("BinarySearch(%d) = %d, %t, want %d, %t", c.target, pos, found, c.pos, c.found)
		}
	}
	if pos, found := slices.BinarySearch([]int(nil), 5); pos != 0 || found {
		t.Error("BinarySearch in nil")
	}
	f := []float64{nan(), 1, 2}
	if pos, found := slices.BinarySearch(f, nan()); pos != 0 || !found {
		t.Errorf("BinarySearch NaN = %d, %t", pos, found)
	}
	if pos, found := slices.BinarySearch(f, 1.5); pos != 2 || found {
		t.Errorf("BinarySearch 1.5 = %d, %t", pos, found)
	}
	type item struct {
		name string
		n    int
	}
	items := []item{{"a", 1}, {"c", 2}, {"e", 3}}
	byName := func(it item, name string) int {
		if it.name < name {
			return -1
		}
		if it.name > name {
			return 1
		}
		return 0
	}
	if pos, found := slices.BinarySearchFunc(items, "c", byName); pos != 1 || !found {
		t.Errorf("BinarySearchFunc(c) = %d, %t", pos, found)
	}
	if pos, found := slices.BinarySearchFunc(items, "d", byName); pos != 2 || found {
		t.Errorf("BinarySearchFunc(d) = %d, %t", pos, found)
	}
}

func TestIsSorted(t *testing.T) {
	if !slices.IsSorted([]int(nil)) || !slices.IsSorted([]int{1, 1, 2}) || slices.IsSorted([]int{2, 1}) {
		t.Error("IsSorted on ints")
	}
	if !slices.IsSorted([]float64{nan(), nan(), -1, 3}) || slices.IsSorted([]float64{1, nan()}) {
		t.Error("IsSorted with NaN")
	}
	desc := func(a, b int) int { return b - a }
	if !slices.IsSortedFunc([]int{3, 2, 2, 1}, desc) || slices.IsSortedFunc([]int{1, 2}, desc) {
		t.Error("IsSortedFunc")
	}
}
