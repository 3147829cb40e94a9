package slices

import "solod.dev/so/cmp"

// Sort sorts x in increasing order (a NaN before every number). It does not allocate and is
// not stable.
func Sort[S ~[]E, E cmp.Ordered](x S) {
	pdqsortOrdered(x, 0, len(x), bitLen(len(x)))
}

// SortFunc sorts x in increasing order as cmp orders it: cmp(a, b) is negative when a comes
// before b, positive when after, 0 when they are equivalent (cmp must be a strict weak
// order). It does not allocate and is not stable.
func SortFunc[S ~[]E, E any](x S, cmp func(a, b E) int) {
	pdqsortFunc(x, 0, len(x), bitLen(len(x)), cmp)
}

// SortStableFunc sorts x as SortFunc does, keeping equivalent elements in their original
// order. It does not allocate.
func SortStableFunc[S ~[]E, E any](x S, cmp func(a, b E) int) {
	stableFunc(x, cmp)
}

// IsSorted reports whether x is in increasing order (as Sort leaves it).
func IsSorted[S ~[]E, E cmp.Ordered](x S) bool {
	for i := len(x) - 1; i > 0; i-- {
		if cmp.Less(x[i], x[i-1]) {
			return false
		}
	}
	return true
}

// IsSortedFunc reports whether x is in increasing order as cmp orders it.
func IsSortedFunc[S ~[]E, E any](x S, cmp func(a, b E) int) bool {
	for i := len(x) - 1; i > 0; i-- {
		if cmp(x[i], x[i-1]) < 0 {
			return false
		}
	}
	return true
}

// BinarySearch searches the sorted x for target and returns the position where target is or
// would be inserted, and whether it is there.
func BinarySearch[S ~[]E, E cmp.Ordered](x S, target E) (int, bool) {
	n := len(x)
	lo, hi := 0, n
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if cmp.Less(x[m], target) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < n && (x[lo] == target || (x[lo] != x[lo] && target != target))
}

// BinarySearchFunc is BinarySearch for an x sorted as cmp orders it; cmp(e, target) tells
// whether e comes before (negative), at (0) or after (positive) the target.
func BinarySearchFunc[S ~[]E, E, T any](x S, target T, cmp func(E, T) int) (int, bool) {
	n := len(x)
	lo, hi := 0, n
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if cmp(x[m], target) < 0 {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < n && cmp(x[lo], target) == 0
}

// bitLen is the number of bits needed to write n: the depth budget of the quicksort before
// it falls back to heapsort.
func bitLen(n int) int {
	b := 0
	for u := uint(n); u != 0; u >>= 1 {
		b++
	}
	return b
}

// What the pivot samples said about the order of a range.
const (
	orderUnknown = iota
	orderIncreasing
	orderDecreasing
)

// Ranges this short are sorted by insertion.
const insertionMax = 12

// A partial insertion sort gives up after moving elements this many places in total.
const partialMovesMax = 8

// scramble swaps three elements near the middle of x[lo:hi] with pseudo-random others, to
// break a pattern that made the last partition unbalanced.
func scramble[E any](x []E, lo, hi int) {
	n := hi - lo
	r := uint64(n)*0x9E3779B97F4A7C15 | 1
	mask := uint64(1)
	for mask < uint64(n) {
		mask <<= 1
	}
	mask--
	mid := lo + n/2 - 1
	for k := 0; k < 3; k++ {
		r ^= r << 13
		r ^= r >> 7
		r ^= r << 17
		other := int(r & mask)
		if other >= n {
			other -= n
		}
		x[mid+k], x[lo+other] = x[lo+other], x[mid+k]
	}
}
