package slices

import (
	"unsafe"

	"solod.dev/so/cmp"
)

// Equal reports whether s1 and s2 have the same length and equal elements, compared with ==
// (so a NaN is not equal to itself). Nil and empty slices are equal.
func Equal[S ~[]E, E comparable](s1, s2 S) bool {
	if len(s1) != len(s2) {
		return false
	}
	for i := range s1 {
		if s1[i] != s2[i] {
			return false
		}
	}
	return true
}

// EqualFunc reports whether s1 and s2 have the same length and eq holds for every pair of
// elements at the same index, in increasing index order, stopping at the first false.
func EqualFunc[S1 ~[]E1, S2 ~[]E2, E1, E2 any](s1 S1, s2 S2, eq func(E1, E2) bool) bool {
	if len(s1) != len(s2) {
		return false
	}
	for i := range s1 {
		if !eq(s1[i], s2[i]) {
			return false
		}
	}
	return true
}

// Compare compares s1 and s2 element by element with cmp.Compare: the first unequal pair
// decides; otherwise the shorter slice is the lesser. The result is -1, 0 or +1.
func Compare[S ~[]E, E cmp.Ordered](s1, s2 S) int {
	n := min(len(s1), len(s2))
	for i := 0; i < n; i++ {
		if c := cmp.Compare(s1[i], s2[i]); c != 0 {
			return c
		}
	}
	if len(s1) < len(s2) {
		return -1
	}
	if len(s1) > len(s2) {
		return +1
	}
	return 0
}

// CompareFunc is Compare with a comparison function: the result of the first call of cmp that
// is not 0, else -1, 0 or +1 by the lengths.
func CompareFunc[S1 ~[]E1, S2 ~[]E2, E1, E2 any](s1 S1, s2 S2, cmp func(E1, E2) int) int {
	n := min(len(s1), len(s2))
	for i := 0; i < n; i++ {
		if c := cmp(s1[i], s2[i]); c != 0 {
			return c
		}
	}
	if len(s1) < len(s2) {
		return -1
	}
	if len(s1) > len(s2) {
		return +1
	}
	return 0
}

// Index returns the index of the first element of s equal to v, or -1.
func Index[S ~[]E, E comparable](s S, v E) int {
	for i := range s {
		if s[i] == v {
			return i
		}
	}
	return -1
}

// IndexFunc returns the index of the first element of s satisfying f, or -1.
func IndexFunc[S ~[]E, E any](s S, f func(E) bool) int {
	for i := range s {
		if f(s[i]) {
			return i
		}
	}
	return -1
}

// Contains reports whether v is an element of s.
func Contains[S ~[]E, E comparable](s S, v E) bool {
	return Index(s, v) >= 0
}

// ContainsFunc reports whether some element of s satisfies f.
func ContainsFunc[S ~[]E, E any](s S, f func(E) bool) bool {
	return IndexFunc(s, f) >= 0
}

// Reverse reverses the elements of s in place.
func Reverse[S ~[]E, E any](s S) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// Min returns the least element of s, a NaN if s holds one. It panics if s is empty.
func Min[S ~[]E, E cmp.Ordered](s S) E {
	if len(s) < 1 {
		panic("slices.Min: empty list")
	}
	m := s[0]
	for i := 1; i < len(s); i++ {
		m = min(m, s[i])
	}
	return m
}

// MinFunc returns the first of the least elements of s by cmp. It panics if s is empty.
func MinFunc[S ~[]E, E any](s S, cmp func(a, b E) int) E {
	if len(s) < 1 {
		panic("slices.MinFunc: empty list")
	}
	m := s[0]
	for i := 1; i < len(s); i++ {
		if cmp(s[i], m) < 0 {
			m = s[i]
		}
	}
	return m
}

// Max returns the greatest element of s, a NaN if s holds one. It panics if s is empty.
func Max[S ~[]E, E cmp.Ordered](s S) E {
	if len(s) < 1 {
		panic("slices.Max: empty list")
	}
	m := s[0]
	for i := 1; i < len(s); i++ {
		m = max(m, s[i])
	}
	return m
}

// MaxFunc returns the first of the greatest elements of s by cmp. It panics if s is empty.
func MaxFunc[S ~[]E, E any](s S, cmp func(a, b E) int) E {
	if len(s) < 1 {
		panic("slices.MaxFunc: empty list")
	}
	m := s[0]
	for i := 1; i < len(s); i++ {
		if cmp(s[i], m) > 0 {
			m = s[i]
		}
	}
	return m
}

// Clip removes the unused capacity of s: the result is s[:len(s):len(s)].
func Clip[S ~[]E, E any](s S) S {
	return s[:len(s):len(s)]
}

// Delete removes s[i:j] from s, shifting the tail down, and returns the shorter slice; the
// elements past the new length are zeroed. It panics unless 0 <= i <= j <= len(s).
func Delete[S ~[]E, E any](s S, i, j int) S {
	_ = s[i:j:len(s)] // Go's bounds check and message
	if i == j {
		return s
	}
	n := len(s)
	copy(s[i:], s[j:])
	clear(s[n-(j-i) : n])
	return s[:n-(j-i)]
}

// DeleteFunc removes the elements of s for which del returns true and returns the shorter
// slice; the elements past the new length are zeroed.
func DeleteFunc[S ~[]E, E any](s S, del func(E) bool) S {
	i := IndexFunc(s, del)
	if i < 0 {
		return s
	}
	for j := i + 1; j < len(s); j++ {
		if v := s[j]; !del(v) {
			s[i] = v
			i++
		}
	}
	clear(s[i:])
	return s[:i]
}

// Compact replaces each run of equal consecutive elements by its first element and returns
// the shorter slice; the elements past the new length are zeroed.
func Compact[S ~[]E, E comparable](s S) S {
	if len(s) < 2 {
		return s
	}
	w := 1
	for r := 1; r < len(s); r++ {
		if s[r] != s[r-1] {
			if w != r {
				s[w] = s[r]
			}
			w++
		}
	}
	clear(s[w:])
	return s[:w]
}

// CompactFunc is Compact with eq deciding equality of neighbours; of each run it keeps the
// first element.
func CompactFunc[S ~[]E, E any](s S, eq func(E, E) bool) S {
	if len(s) < 2 {
		return s
	}
	w := 1
	for r := 1; r < len(s); r++ {
		if !eq(s[r], s[r-1]) { // the previous element as it was: writes stay behind r
			if w != r {
				s[w] = s[r]
			}
			w++
		}
	}
	clear(s[w:])
	return s[:w]
}

// overlaps reports whether a and b share memory.
func overlaps[E any](a, b []E) bool {
	var zero E
	size := unsafe.Sizeof(zero)
	if len(a) == 0 || len(b) == 0 || size == 0 {
		return false
	}
	a0 := uintptr(unsafe.Pointer(unsafe.SliceData(a)))
	b0 := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	return a0 <= b0+uintptr(len(b)-1)*size && b0 <= a0+uintptr(len(a)-1)*size
}

// reverseRange reverses s[lo:hi].
func reverseRange[E any](s []E, lo, hi int) {
	for hi--; lo < hi; lo, hi = lo+1, hi-1 {
		s[lo], s[hi] = s[hi], s[lo]
	}
}

// rotateRight moves the last r elements of s to its front, keeping the order of both parts.
func rotateRight[E any](s []E, r int) {
	n := len(s)
	reverseRange(s, 0, n-r)
	reverseRange(s, n-r, n)
	reverseRange(s, 0, n)
}
