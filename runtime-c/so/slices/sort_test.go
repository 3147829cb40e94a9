package slices_test

import (
	"testing"

	"solod.dev/so/slices"
)

// rng is a xorshift generator, so the tests need no math/rand.
type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

// The input shapes that sorting algorithms trip over.
const (
	shapeRandom = iota
	shapeSorted
	shapeReversed
	shapeFewValues
	shapeSawtooth
	shapeOrganPipe
	shapeAllEqual
	shapeSortedTail
	shapes
)

func fill(s []int, shape int, r *rng) {
	n := len(s)
	for i := range s {
		switch shape {
		case shapeRandom:
			s[i] = int(r.next() % 1000000)
		case shapeSorted:
			s[i] = i
		case shapeReversed:
			s[i] = n - i
		case shapeFewValues:
			s[i] = int(r.next() % 4)
		case shapeSawtooth:
			s[i] = i % 17
		case shapeOrganPipe:
			s[i] = min(i, n-i)
		case shapeAllEqual:
			s[i] = 42
		case shapeSortedTail:
			s[i] = i
			if i >= n-3 {
				s[i] = int(r.next() % uint64(n+1))
			}
		}
	}
}

// checkSorted reports whether got is in order and holds the same values as in (counted by a
// quadratic-free check: the sums of values and of squares).
func checkSorted(t *testing.T, what string, in, got []int) {
	t.Helper()
	var sum1, sum2, sq1, sq2 int
	for i := range in {
		sum1 += in[i]
		sq1 += in[i] * in[i]
		sum2 += got[i]
		sq2 += got[i] * got[i]
		if i > 0 && got[i] < got[i-1] {
			t.Fatalf("%s: out of order at %d: %d before %d", what, i, got[i-1], got[i])
		}
	}
	if sum1 != sum2 || sq1 != sq2 {
		t.Fatalf("%s: the values changed", what)
	}
}

func TestSortShapes(t *testing.T) {
	r := rng{88172645463325252}
	sizes := []int{0, 1, 2, 3, 5, 12, 13, 20, 49, 50, 51, 100, 257, 1000, 5000}
	for _, n := range sizes {
		in := make([]int, n, 5000)
		a := make([]int, n, 5000)
		b := make([]int, n, 5000)
		for shape := 0; shape < shapes; shape++ {
			fill(in, shape, &r)
			copy(a, in)
			copy(b, in)
			slices.Sort(a)
			checkSorted(t, "Sort", in, a)
			slices.SortFunc(b, func(x, y int) int { return x - y })
			checkSorted(t, "SortFunc", in, b)
			if !sameInts(a, b) {
				t.Fatalf("Sort and SortFunc disagree (n=%d shape=%d)", n, shape)
			}
			copy(b, in)
			slices.SortStableFunc(b, func(x, y int) int { return x - y })
			checkSorted(t, "SortStableFunc", in, b)
		}
	}
}

func TestSortDescending(t *testing.T) {
	s := []int{5, 2, 8, 1, 9, 3, 7, 4, 6, 0, 11, 10, 15, 13, 12, 14}
	slices.SortFunc(s, func(a, b int) int { return b - a })
	want := []int{15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0}
	if !sameInts(s, want) {
		t.Errorf("SortFunc descending = %v", s)
	}
}

func TestSortStrings(t *testing.T) {
	s := []string{"pear", "apple", "fig", "", "banana", "apple", "Zebra", "kiwi", "cherry",
		"date", "elder", "grape", "honeydew", "lime"}
	slices.Sort(s)
	want := []string{"", "Zebra", "apple", "apple", "banana", "cherry", "date", "elder", "fig",
		"grape", "honeydew", "kiwi", "lime", "pear"}
	for i := range want {
		if s[i] != want[i] {
			t.Fatalf("Sort strings = %v", s)
		}
	}
}

func TestSortFloatsNaN(t *testing.T) {
	s := []float64{3, nan(), -1, 2.5, nan(), 0, -7.25, 100, 1e-9, nan(), 4, 5, 6, 7, 8}
	slices.Sort(s)
	if !isNaN(s[0]) || !isNaN(s[1]) || !isNaN(s[2]) {
		t.Fatalf("NaNs not first: %v", s)
	}
	want := []float64{-7.25, -1, 0, 1e-9, 2.5, 3, 4, 5, 6, 7, 8, 100}
	for i, w := range want {
		if s[i+3] != w {
			t.Fatalf("Sort floats = %v", s)
		}
	}
}

type rec struct {
	key, seq int
}

func TestSortStableFunc(t *testing.T) {
	r := rng{2463534242}
	for _, n := range []int{0, 1, 7, 20, 21, 40, 41, 100, 333, 2000} {
		s := make([]rec, n, 2000)
		for i := range s {
			s[i] = rec{int(r.next() % 8), i}
		}
		slices.SortStableFunc(s, func(a, b rec) int { return a.key - b.key })
		for i := 1; i < n; i++ {
			if s[i].key < s[i-1].key || (s[i].key == s[i-1].key && s[i].seq < s[i-1].seq) {
				t.Fatalf("n=%d: not stable at %d: %v then %v", n, i, s[i-1], s[i])
			}
		}
	}
	// Descending keys, each run of equal keys in input order.
	s := []rec{{1, 0}, {2, 1}, {1, 2}, {3, 3}, {2, 4}, {1, 5}}
	slices.SortStableFunc(s, func(a, b rec) int { return b.key - a.key })
	want := []rec{{3, 3}, {2, 1}, {2, 4}, {1, 0}, {1, 2}, {1, 5}}
	for i := range want {
		if s[i] != want[i] {
			t.Fatalf("SortStableFunc descending = %v", s)
		}
	}
}

func TestSortFuncStructs(t *testing.T) {
	s := make([]rec, 300)
	r := rng{977}
	for i := range s {
		s[i] = rec{int(r.next() % 50), i}
	}
	byKeyThenSeq := func(a, b rec) int {
		if a.key != b.key {
			return a.key - b.key
		}
		return b.seq - a.seq
	}
	slices.SortFunc(s, byKeyThenSeq)
	for i := 1; i < len(s); i++ {
		if s[i].key < s[i-1].key || (s[i].key == s[i-1].key && s[i].seq > s[i-1].seq) {
			t.Fatalf("SortFunc structs out of order at %d", i)
		}
	}
}
