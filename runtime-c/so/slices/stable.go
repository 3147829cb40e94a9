package slices

// Stable sorting without extra memory: insertion sort of short blocks, then rounds of in-place
// merges of neighbouring runs (each merge splits both runs around one element, rotates the
// middle parts and merges the halves), O(n log² n) comparisons and moves at worst.

// The blocks the insertion sort orders first.
const stableBlock = 20

func stableFunc[E any](x []E, cmp func(a, b E) int) {
	n := len(x)
	lo := 0
	for ; lo+stableBlock <= n; lo += stableBlock {
		insertionSortFunc(x, lo, lo+stableBlock, cmp)
	}
	insertionSortFunc(x, lo, n, cmp)
	for size := stableBlock; size < n; size *= 2 {
		for lo := 0; lo+size < n; lo += 2 * size {
			mergeFunc(x, lo, lo+size, min(lo+2*size, n), cmp)
		}
	}
}

// mergeFunc merges the sorted runs x[lo:mid] and x[mid:hi] in place; of equivalent elements,
// those of the first run stay first.
func mergeFunc[E any](x []E, lo, mid, hi int, cmp func(a, b E) int) {
	for lo < mid && mid < hi {
		if cmp(x[mid], x[mid-1]) >= 0 {
			return // already in order
		}
		if mid-lo == 1 {
			// One element to place: after the second run's smaller elements.
			j := lowerBoundFunc(x, mid, hi, x[lo], cmp)
			rotateLeft(x, lo, mid, j)
			return
		}
		if hi-mid == 1 {
			// One element to place: before the first run's greater elements.
			i := upperBoundFunc(x, lo, mid, x[mid], cmp)
			rotateLeft(x, i, mid, hi)
			return
		}
		// Cut the longer run in its middle and the other where that element belongs, swap
		// the two inner parts, and merge each side.
		var cut1, cut2 int
		if mid-lo >= hi-mid {
			cut1 = lo + (mid-lo)/2
			cut2 = lowerBoundFunc(x, mid, hi, x[cut1], cmp)
		} else {
			cut2 = mid + (hi-mid)/2
			cut1 = upperBoundFunc(x, lo, mid, x[cut2], cmp)
		}
		rotateLeft(x, cut1, mid, cut2)
		newMid := cut1 + (cut2 - mid)
		// Recurse into the shorter side, loop on the longer.
		if newMid-lo < hi-newMid {
			mergeFunc(x, lo, cut1, newMid, cmp)
			lo, mid = newMid, cut2
		} else {
			mergeFunc(x, newMid, cut2, hi, cmp)
			hi, mid = newMid, cut1
		}
	}
}

// lowerBoundFunc returns the first index in x[lo:hi] (sorted) whose element is not less than v.
func lowerBoundFunc[E any](x []E, lo, hi int, v E, cmp func(a, b E) int) int {
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if cmp(x[m], v) < 0 {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// upperBoundFunc returns the first index in x[lo:hi] (sorted) whose element is greater than v.
func upperBoundFunc[E any](x []E, lo, hi int, v E, cmp func(a, b E) int) int {
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if cmp(v, x[m]) < 0 {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return lo
}

// rotateLeft exchanges the neighbouring ranges x[lo:mid] and x[mid:hi], keeping the order
// inside each.
func rotateLeft[E any](x []E, lo, mid, hi int) {
	if lo == mid || mid == hi {
		return
	}
	reverseRange(x, lo, mid)
	reverseRange(x, mid, hi)
	reverseRange(x, lo, hi)
}
