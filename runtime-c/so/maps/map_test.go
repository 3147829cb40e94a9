package maps_test

import (
	"testing"

	"solod.dev/so/maps"
	"solod.dev/so/mem"
)

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

func TestSetGetDelete(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	m := maps.New[string, int](tr.Allocator(), 0)
	m.Set("one", 1)
	m.Set("two", 2)
	m.Set("three", 3)
	m.Set("two", 22)
	if m.Len() != 3 {
		t.Errorf("Len = %d, want 3", m.Len())
	}
	cases := []struct {
		key  string
		want int
		ok   bool
	}{{"one", 1, true}, {"two", 22, true}, {"three", 3, true}, {"four", 0, false}, {"", 0, false}}
	for _, c := range cases {
		if got := m.Get(c.key); got != c.want {
			t.Errorf("Get(%q) = %d, want %d", c.key, got, c.want)
		}
		if got := m.Has(c.key); got != c.ok {
			t.Errorf("Has(%q) = %t", c.key, got)
		}
		if v, ok := m.Lookup(c.key); v != c.want || ok != c.ok {
			t.Errorf("Lookup(%q) = %d, %t", c.key, v, ok)
		}
	}
	m.Delete("one")
	m.Delete("missing")
	if m.Has("one") || m.Len() != 2 || m.Get("three") != 3 {
		t.Error("Delete")
	}
	m.Set("", -1)
	if v, ok := m.Lookup(""); v != -1 || !ok {
		t.Error("the empty string as a key")
	}
	m.Free()
	if m.Len() != 0 || m.Has("two") {
		t.Error("a freed Map is not empty")
	}
	m.Free()
	if tr.InUse() != 0 {
		t.Errorf("leak: %d bytes", tr.InUse())
	}
}

func TestZeroMap(t *testing.T) {
	var m maps.Map[int, string]
	if m.Len() != 0 || m.Has(1) || m.Get(1) != "" {
		t.Error("zero Map reads")
	}
	if _, ok := m.Lookup(1); ok {
		t.Error("zero Map Lookup")
	}
	m.Delete(1)
	m.Clear()
	it := m.Iter()
	if it.Next() {
		t.Error("zero Map iterates")
	}
	m.Free()
}

func TestNewSizeDoesNotGrow(t *testing.T) {
	for _, size := range []int{0, 1, 7, 8, 100, 1000} {
		tr := mem.NewTracker(mem.System)
		m := maps.New[int, int](tr.Allocator(), size)
		allocs := tr.Allocs()
		for i := 0; i < size; i++ {
			m.Set(i*7919, i)
		}
		if tr.Allocs() != allocs {
			t.Errorf("size %d: the map grew (%d allocations after New)", size, tr.Allocs()-allocs)
		}
		for i := 0; i < size; i++ {
			if m.Get(i*7919) != i {
				t.Fatalf("size %d: Get(%d)", size, i*7919)
			}
		}
		m.Free()
		if tr.InUse() != 0 {
			t.Errorf("size %d: leak", size)
		}
	}
}

func TestGrowKeepsEntries(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	m := maps.New[int, int](tr.Allocator(), 0)
	const n = 20000
	for i := 0; i < n; i++ {
		m.Set(i, i*i)
	}
	if m.Len() != n {
		t.Fatalf("Len = %d", m.Len())
	}
	for i := 0; i < n; i++ {
		if v, ok := m.Lookup(i); !ok || v != i*i {
			t.Fatalf("Lookup(%d) = %d, %t", i, v, ok)
		}
	}
	if m.Has(n) || m.Has(-1) {
		t.Error("a key never set is present")
	}
	if tr.Allocs() > 40 {
		t.Errorf("%d allocations for %d entries: growth is not geometric", tr.Allocs(), n)
	}
	m.Free()
	if tr.InUse() != 0 {
		t.Errorf("leak: %d bytes", tr.InUse())
	}
}

// TestRandomAgainstBuiltin runs random sets and deletes on a Map and on a built-in map and
// compares them after each step.
func TestRandomAgainstBuiltin(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	m := maps.New[int, int](tr.Allocator(), 0)
	model := make(map[int]int, 300)
	r := rng{0x2545F4914F6CDD1D}
	for step := 0; step < 50000; step++ {
		k := int(r.next() % 300)
		switch r.next() % 3 {
		case 0, 1:
			v := int(r.next() % 1000)
			m.Set(k, v)
			model[k] = v
		case 2:
			m.Delete(k)
			delete(model, k)
		}
		want, wantOK := model[k]
		got, ok := m.Lookup(k)
		if got != want || ok != wantOK || m.Len() != len(model) {
			t.Fatalf("step %d key %d: Lookup = %d, %t; want %d, %t; Len %d want %d",
				step, k, got, ok, want, wantOK, m.Len(), len(model))
		}
	}
	seen := 0
	for it := m.Iter(); it.Next(); {
		if v, ok := model[it.Key()]; !ok || v != it.Value() {
			t.Fatalf("Iter gave %d: %d", it.Key(), it.Value())
		}
		seen++
	}
	if seen != len(model) {
		t.Errorf("Iter gave %d entries, want %d", seen, len(model))
	}
	m.Free()
	if tr.InUse() != 0 {
		t.Errorf("leak: %d bytes", tr.InUse())
	}
}

func TestIterEachOnce(t *testing.T) {
	m := maps.New[string, int](nil, 0)
	defer m.Free()
	words := []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m"}
	for i, w := range words {
		m.Set(w, i)
	}
	seen := make(map[string]int, len(words))
	for it := m.Iter(); it.Next(); {
		seen[it.Key()]++
		if words[it.Value()] != it.Key() {
			t.Errorf("entry %q: %d", it.Key(), it.Value())
		}
	}
	for _, w := range words {
		if seen[w] != 1 {
			t.Errorf("%q produced %d times", w, seen[w])
		}
	}
}

func TestDeleteWhileIterating(t *testing.T) {
	m := maps.New[int, bool](nil, 0)
	defer m.Free()
	for i := 0; i < 100; i++ {
		m.Set(i, i%3 == 0)
	}
	n := 0
	for it := m.Iter(); it.Next(); {
		n++
		if it.Value() {
			m.Delete(it.Key())
		} else {
			m.Set(it.Key(), true) // updating a present key is allowed
		}
	}
	if n != 100 || m.Len() != 66 {
		t.Errorf("iterated %d, left %d", n, m.Len())
	}
	for i := 0; i < 100; i++ {
		if m.Has(i) == (i%3 == 0) {
			t.Errorf("key %d after the loop", i)
		}
	}
}

func TestClear(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	m := maps.New[int, string](tr.Allocator(), 0)
	for i := 0; i < 50; i++ {
		m.Set(i, "x")
	}
	allocs := tr.Allocs()
	m.Clear()
	if m.Len() != 0 || m.Has(3) {
		t.Error("Clear left entries")
	}
	for i := 0; i < 50; i++ {
		m.Set(-i, "y")
	}
	if tr.Allocs() != allocs || m.Get(-49) != "y" {
		t.Error("Clear did not keep the table")
	}
	m.Free()
	if tr.InUse() != 0 {
		t.Errorf("leak")
	}
}

func TestChurnReusesDeletedSlots(t *testing.T) {
	// Many deletes and inserts with a steady size must not grow the table forever.
	tr := mem.NewTracker(mem.System)
	m := maps.New[int, int](tr.Allocator(), 64)
	for i := 0; i < 100000; i++ {
		m.Set(i, i)
		if i >= 50 {
			m.Delete(i - 50)
		}
	}
	if m.Len() != 50 {
		t.Errorf("Len = %d", m.Len())
	}
	if tr.InUse() > 16384 {
		t.Errorf("%d bytes in use for 50 entries", tr.InUse())
	}
	m.Free()
}

type point struct {
	x, y int
	name string
}

func TestKeyTypes(t *testing.T) {
	zero := 0.0
	nan := zero / zero
	f := maps.New[float64, int](nil, 0)
	defer f.Free()
	f.Set(zero, 1)
	f.Set(-zero, 2) // the same key as +0
	f.Set(nan, 3)
	f.Set(nan, 4) // a NaN is never equal to a key: a new entry each time
	if f.Len() != 3 || f.Get(0) != 2 || f.Has(nan) {
		t.Errorf("float keys: Len %d Get(0) %d", f.Len(), f.Get(0))
	}

	p := maps.New[point, string](nil, 0)
	defer p.Free()
	p.Set(point{1, 2, "a"}, "first")
	p.Set(point{1, 2, "b"}, "second")
	p.Set(point{1, 2, "a"}, "again")
	if p.Len() != 2 || p.Get(point{1, 2, "a"}) != "again" || p.Get(point{2, 1, "a"}) != "" {
		t.Error("struct keys")
	}

	i := maps.New[any, int](nil, 0)
	defer i.Free()
	i.Set(1, 10)
	i.Set("1", 20)
	i.Set(int64(1), 30)
	i.Set(nil, 40)
	i.Set(point{0, 0, ""}, 50)
	if i.Len() != 5 || i.Get(1) != 10 || i.Get("1") != 20 || i.Get(int64(1)) != 30 ||
		i.Get(nil) != 40 || i.Get(point{}) != 50 || i.Has(int32(1)) {
		t.Error("interface keys")
	}

	a, b := 1, 1
	ptr := maps.New[*int, int](nil, 0)
	defer ptr.Free()
	ptr.Set(&a, 1)
	ptr.Set(&b, 2)
	if ptr.Len() != 2 || ptr.Get(&a) != 1 || ptr.Get(nil) != 0 {
		t.Error("pointer keys")
	}

	arr := maps.New[[3]byte, bool](nil, 0)
	defer arr.Free()
	arr.Set([3]byte{1, 2, 3}, true)
	if !arr.Get([3]byte{1, 2, 3}) || arr.Get([3]byte{3, 2, 1}) {
		t.Error("array keys")
	}
}

func TestLargeValues(t *testing.T) {
	type big struct {
		a [10]int
		s string
	}
	m := maps.New[int, big](nil, 0)
	defer m.Free()
	for i := 0; i < 100; i++ {
		var v big
		v.a[9] = i
		v.s = "v"
		m.Set(i, v)
	}
	if v := m.Get(42); v.a[9] != 42 || v.s != "v" {
		t.Error("large values")
	}
}
