package slices_test

import (
	"testing"

	"solod.dev/so/mem"
	"solod.dev/so/slices"
)

// tracked returns a Tracker over System; each test checks that it gave everything back.
func tracked() mem.Tracker { return mem.NewTracker(mem.System) }

func noLeak(t *testing.T, tr *mem.Tracker) {
	t.Helper()
	if tr.InUse() != 0 {
		t.Errorf("leak: %d bytes in use", tr.InUse())
	}
}

func TestMakeFree(t *testing.T) {
	tr := tracked()
	a := tr.Allocator()
	s := slices.Make[int](a, 3)
	if len(s) != 3 || cap(s) != 3 || s[0] != 0 || s[2] != 0 {
		t.Errorf("Make: len %d cap %d", len(s), cap(s))
	}
	c := slices.MakeCap[string](a, 1, 5)
	if len(c) != 1 || cap(c) != 5 || c[0] != "" {
		t.Errorf("MakeCap: len %d cap %d", len(c), cap(c))
	}
	if z := slices.Make[int](a, 0); z != nil {
		t.Error("Make(0) is not nil")
	}
	if tr.Allocs() != 2 {
		t.Errorf("Allocs = %d, want 2", tr.Allocs())
	}
	slices.Free(a, s)
	slices.Free(a, c)
	slices.Free[int](a, nil)
	noLeak(t, &tr)
	// nil means System.
	s = slices.Make[int](nil, 4)
	slices.Free(nil, s)
}

func TestClone(t *testing.T) {
	tr := tracked()
	a := tr.Allocator()
	src := []int{1, 2, 3}
	c := slices.Clone(a, src)
	src[0] = 99
	if !sameInts(c, []int{1, 2, 3}) || cap(c) != 3 {
		t.Errorf("Clone = %v", c)
	}
	if slices.Clone(a, []int(nil)) != nil {
		t.Error("Clone(nil) is not nil")
	}
	if e := slices.Clone(a, []int{}); e == nil || len(e) != 0 {
		t.Error("Clone of an empty slice is not an empty non-nil slice")
	}
	var named ints = slices.Clone(a, ints{7})
	if len(named) != 1 || named[0] != 7 {
		t.Error("Clone of a named slice")
	}
	slices.Free(a, c)
	slices.Free(a, named)
	noLeak(t, &tr)
}

func TestAppendGrows(t *testing.T) {
	tr := tracked()
	a := tr.Allocator()
	var s []int
	for i := 0; i < 1000; i++ {
		s = slices.Append(a, s, i, -i)
	}
	if len(s) != 2000 {
		t.Fatalf("len = %d", len(s))
	}
	for i := 0; i < 1000; i++ {
		if s[2*i] != i || s[2*i+1] != -i {
			t.Fatalf("s[%d] = %d", 2*i, s[2*i])
		}
	}
	if tr.Allocs() > 20 {
		t.Errorf("%d allocations for 1000 appends: growth is not geometric", tr.Allocs())
	}
	s = slices.Append(a, s)
	if len(s) != 2000 {
		t.Error("Append of nothing changed the length")
	}
	slices.Free(a, s)
	noLeak(t, &tr)
}

func TestAppendInCapacity(t *testing.T) {
	buf := make([]int, 0, 4)
	s := slices.Append(mem.NoAlloc, buf, 1, 2, 3, 4)
	if !sameInts(s, []int{1, 2, 3, 4}) || &s[0] != &buf[:1][0] {
		t.Errorf("Append within capacity = %v (or it moved)", s)
	}
}

func TestExtend(t *testing.T) {
	tr := tracked()
	a := tr.Allocator()
	s := slices.MakeCap[int](a, 0, 2)
	s = slices.Extend(a, s, []int{1, 2})
	s = slices.Extend(a, s, []int{3, 4, 5})
	// Extending with itself: the source is the array that moves.
	s = slices.Extend(a, s, s)
	if !sameInts(s, []int{1, 2, 3, 4, 5, 1, 2, 3, 4, 5}) {
		t.Errorf("Extend = %v", s)
	}
	slices.Free(a, s)
	noLeak(t, &tr)
}

func TestGrow(t *testing.T) {
	tr := tracked()
	a := tr.Allocator()
	old := slices.Append(a, []int(nil), 1, 2, 3)
	s := slices.Grow(a, old[1:], 10) // a slice inside its array: copied, never freed
	if len(s) != 2 || cap(s) < 12 || s[1] != 3 {
		t.Errorf("Grow: len %d cap %d", len(s), cap(s))
	}
	if tr.Frees() != 0 || old[2] != 3 {
		t.Errorf("Grow freed the caller's slice (%d frees)", tr.Frees())
	}
	slices.Free(a, old)
	c := cap(s)
	s = slices.Grow(a, s, 3)
	if cap(s) != c {
		t.Error("Grow with enough room reallocated")
	}
	s = slices.Grow(a, s, 0)
	slices.Free(a, s)
	noLeak(t, &tr)
}

func TestInsert(t *testing.T) {
	cases := []struct {
		in   []int
		i    int
		v    []int
		want []int
	}{
		{[]int{1, 2, 3}, 0, []int{4}, []int{4, 1, 2, 3}},
		{[]int{1, 2, 3}, 1, []int{4}, []int{1, 4, 2, 3}},
		{[]int{1, 2, 3}, 3, []int{4}, []int{1, 2, 3, 4}},
		{[]int{1, 2, 3}, 2, []int{4, 5}, []int{1, 2, 4, 5, 3}},
		{[]int{1, 2, 3}, 2, nil, []int{1, 2, 3}},
		{nil, 0, []int{4, 5}, []int{4, 5}},
	}
	tr := tracked()
	a := tr.Allocator()
	for _, c := range cases {
		// Out of capacity: through the allocator.
		s := slices.Clone(a, c.in)
		got := slices.Insert(a, s, c.i, c.v...)
		if !sameInts(got, c.want) {
			t.Errorf("Insert(%v, %d, %v) = %v, want %v", c.in, c.i, c.v, got, c.want)
		}
		slices.Free(a, got)
		// Within capacity: in place.
		buf := make([]int, len(c.in), 10)
		copy(buf, c.in)
		got = slices.Insert(mem.NoAlloc, buf, c.i, c.v...)
		if !sameInts(got, c.want) {
			t.Errorf("Insert in place = %v, want %v", got, c.want)
		}
	}
	noLeak(t, &tr)
}

func TestInsertOverlapping(t *testing.T) {
	// The inserted values are part of the slice's own array, before, inside and after the
	// part that moves (the expected results are Go's).
	buf := make([]int, 5, 12)
	reset := func() []int {
		for i := range buf[:cap(buf)] {
			buf[:cap(buf)][i] = 0
		}
		copy(buf, []int{0, 1, 2, 3, 4})
		return buf[:5]
	}
	s := reset()
	if got := slices.Insert(mem.NoAlloc, s, 1, s[3:5]...); !sameInts(got, []int{0, 3, 4, 1, 2, 3, 4}) {
		t.Errorf("Insert from the moving part = %v", got)
	}
	s = reset()
	if got := slices.Insert(mem.NoAlloc, s, 3, s[0:2]...); !sameInts(got, []int{0, 1, 2, 0, 1, 3, 4}) {
		t.Errorf("Insert from before = %v", got)
	}
	s = reset()
	if got := slices.Insert(mem.NoAlloc, s, 2, s[1:4]...); !sameInts(got, []int{0, 1, 1, 2, 3, 2, 3, 4}) {
		t.Errorf("Insert across the point = %v", got)
	}
	s = reset()
	s[:7][5], s[:7][6] = 50, 60
	if got := slices.Insert(mem.NoAlloc, s, 0, s[:7][5:7]...); !sameInts(got, []int{50, 60, 0, 1, 2, 3, 4}) {
		t.Errorf("Insert from beyond the length = %v", got)
	}
}

func TestReplace(t *testing.T) {
	cases := []struct {
		in   []int
		i, j int
		v    []int
		want []int
	}{
		{[]int{1, 2, 3, 4}, 1, 3, []int{9}, []int{1, 9, 4}},
		{[]int{1, 2, 3, 4}, 1, 3, []int{7, 8}, []int{1, 7, 8, 4}},
		{[]int{1, 2, 3, 4}, 1, 2, []int{7, 8, 9}, []int{1, 7, 8, 9, 3, 4}},
		{[]int{1, 2, 3, 4}, 0, 4, nil, []int{}},
		{[]int{1, 2, 3, 4}, 2, 2, []int{5}, []int{1, 2, 5, 3, 4}},
		{[]int{1, 2, 3, 4}, 2, 4, []int{5, 6, 7}, []int{1, 2, 5, 6, 7}},
		{[]int{1, 2, 3, 4}, 4, 4, []int{5}, []int{1, 2, 3, 4, 5}},
	}
	tr := tracked()
	a := tr.Allocator()
	for _, c := range cases {
		s := slices.Clone(a, c.in)
		got := slices.Replace(a, s, c.i, c.j, c.v...)
		if !sameInts(got, c.want) {
			t.Errorf("Replace(%v, %d, %d, %v) = %v, want %v", c.in, c.i, c.j, c.v, got, c.want)
		}
		slices.Free(a, got)
		buf := make([]int, len(c.in), 10)
		copy(buf, c.in)
		got = slices.Replace(mem.NoAlloc, buf, c.i, c.j, c.v...)
		if !sameInts(got, c.want) {
			t.Errorf("Replace in place = %v, want %v", got, c.want)
		}
		for k := len(got); k < len(c.in); k++ {
			if buf[k] != 0 {
				t.Errorf("Replace left %d at %d", buf[k], k)
			}
		}
	}
	noLeak(t, &tr)
}

func TestReplaceOverlapping(t *testing.T) {
	// Values from the slice's own array (the expected results are Go's).
	buf := make([]int, 6, 16)
	reset := func() []int {
		for i := range buf[:cap(buf)] {
			buf[:cap(buf)][i] = 0
		}
		copy(buf, []int{0, 1, 2, 3, 4, 5})
		return buf[:6]
	}
	cases := []struct {
		i, j, vlo, vhi int
		want           []int
	}{
		{1, 2, 3, 6, []int{0, 3, 4, 5, 2, 3, 4, 5}},
		{1, 2, 0, 3, []int{0, 0, 1, 2, 2, 3, 4, 5}},
		{2, 3, 1, 6, []int{0, 1, 1, 2, 3, 4, 5, 3, 4, 5}},
		{1, 3, 0, 6, []int{0, 0, 1, 2, 3, 4, 5, 3, 4, 5}},
		{3, 4, 2, 5, []int{0, 1, 2, 2, 3, 4, 4, 5}},
		{0, 1, 1, 4, []int{1, 2, 3, 1, 2, 3, 4, 5}},
		{2, 5, 0, 2, []int{0, 1, 0, 1, 5}},
	}
	for _, c := range cases {
		s := reset()
		got := slices.Replace(mem.NoAlloc, s, c.i, c.j, s[c.vlo:c.vhi]...)
		if !sameInts(got, c.want) {
			t.Errorf("Replace(%d, %d, s[%d:%d]) = %v, want %v", c.i, c.j, c.vlo, c.vhi, got, c.want)
		}
	}
	// Values beyond the length, where the tail moves to.
	s := reset()
	s[:8][6], s[:8][7] = 60, 70
	if got := slices.Replace(mem.NoAlloc, s, 1, 2, s[:8][6:8]...); !sameInts(got, []int{0, 60, 70, 2, 3, 4, 5}) {
		t.Errorf("Replace from beyond the length = %v", got)
	}
}

func TestConcat(t *testing.T) {
	tr := tracked()
	a := tr.Allocator()
	got := slices.Concat(a, []int{1}, nil, []int{2, 3}, []int{})
	if !sameInts(got, []int{1, 2, 3}) || cap(got) != 3 {
		t.Errorf("Concat = %v", got)
	}
	if slices.Concat[[]int](a) != nil || slices.Concat(a, []int{}, nil) != nil {
		t.Error("empty Concat is not nil")
	}
	slices.Free(a, got)
	noLeak(t, &tr)
}

func TestRepeat(t *testing.T) {
	tr := tracked()
	a := tr.Allocator()
	got := slices.Repeat(a, []int{1, 2}, 3)
	if !sameInts(got, []int{1, 2, 1, 2, 1, 2}) {
		t.Errorf("Repeat = %v", got)
	}
	one := slices.Repeat(a, []string{"x"}, 5)
	if len(one) != 5 || one[4] != "x" {
		t.Errorf("Repeat of one = %v", one)
	}
	if len(slices.Repeat(a, []int{1}, 0)) != 0 || len(slices.Repeat(a, []int(nil), 9)) != 0 {
		t.Error("empty Repeat")
	}
	slices.Free(a, got)
	slices.Free(a, one)
	noLeak(t, &tr)
}
