package slices

import "solod.dev/so/cmp"

// The pattern-defeating quicksort for cmp.Ordered elements, compared with cmp.Less.
// sort_func.go holds the same algorithm for a comparison function; keep the two in step.

// pdqsortOrdered sorts x[lo:hi]; limit is how many unbalanced partitions it accepts before it
// finishes with heapsort. x[lo-1], when lo > 0, is not greater than any element of the range.
func pdqsortOrdered[E cmp.Ordered](x []E, lo, hi, limit int) {
	balanced, partitioned := true, true
	for {
		n := hi - lo
		if n <= insertionMax {
			insertionSortOrdered(x, lo, hi)
			return
		}
		if limit == 0 {
			heapSortOrdered(x, lo, hi)
			return
		}
		if !balanced {
			scramble(x, lo, hi)
			limit--
		}
		pivot, order := pivotOrdered(x, lo, hi)
		if order == orderDecreasing {
			reverseRange(x, lo, hi)
			pivot = hi - 1 - (pivot - lo)
			order = orderIncreasing
		}
		// The samples were in order and the last partition moved nothing: the range may well
		// be sorted already; try a bounded insertion sort.
		if balanced && partitioned && order == orderIncreasing && partialInsertionSortOrdered(x, lo, hi) {
			return
		}
		// Every element is at least x[lo-1]; a pivot equal to it means the elements equal to
		// it form the range's start: put them there and sort only the greater ones.
		if lo > 0 && !cmp.Less(x[lo-1], x[pivot]) {
			lo = partitionEqualOrdered(x, lo, hi, pivot)
			continue
		}
		mid, unmoved := partitionOrdered(x, lo, hi, pivot)
		partitioned = unmoved
		left, right := mid-lo, hi-mid-1
		balanced = min(left, right) >= n/8
		// Recurse into the shorter side, loop on the longer: the stack stays logarithmic.
		if left < right {
			pdqsortOrdered(x, lo, mid, limit)
			lo = mid + 1
		} else {
			pdqsortOrdered(x, mid+1, hi, limit)
			hi = mid
		}
	}
}

// insertionSortOrdered sorts x[lo:hi] by insertion (stable).
func insertionSortOrdered[E cmp.Ordered](x []E, lo, hi int) {
	for i := lo + 1; i < hi; i++ {
		v := x[i]
		j := i
		for j > lo && cmp.Less(v, x[j-1]) {
			x[j] = x[j-1]
			j--
		}
		x[j] = v
	}
}

// partialInsertionSortOrdered sorts x[lo:hi] by insertion if that takes few moves; it reports
// whether it finished.
func partialInsertionSortOrdered[E cmp.Ordered](x []E, lo, hi int) bool {
	moves := 0
	for i := lo + 1; i < hi; i++ {
		if !cmp.Less(x[i], x[i-1]) {
			continue
		}
		v := x[i]
		j := i
		for j > lo && cmp.Less(v, x[j-1]) {
			x[j] = x[j-1]
			j--
		}
		x[j] = v
		moves += i - j
		if moves > partialMovesMax {
			return false
		}
	}
	return true
}

// heapSortOrdered sorts x[lo:hi] with a max-heap.
func heapSortOrdered[E cmp.Ordered](x []E, lo, hi int) {
	n := hi - lo
	for root := n/2 - 1; root >= 0; root-- {
		siftDownOrdered(x, lo, root, n)
	}
	for end := n - 1; end > 0; end-- {
		x[lo], x[lo+end] = x[lo+end], x[lo]
		siftDownOrdered(x, lo, 0, end)
	}
}

// siftDownOrdered restores the heap x[base:base+n] below root.
func siftDownOrdered[E cmp.Ordered](x []E, base, root, n int) {
	for {
		child := 2*root + 1
		if child >= n {
			return
		}
		if child+1 < n && cmp.Less(x[base+child], x[base+child+1]) {
			child++
		}
		if !cmp.Less(x[base+root], x[base+child]) {
			return
		}
		x[base+root], x[base+child] = x[base+child], x[base+root]
		root = child
	}
}

// sort2Ordered orders the indices a and b by their elements, counting a swap.
func sort2Ordered[E cmp.Ordered](x []E, a, b int, swaps *int) (int, int) {
	if cmp.Less(x[b], x[a]) {
		*swaps++
		return b, a
	}
	return a, b
}

// median3Ordered returns the index of the median of x[a], x[b] and x[c].
func median3Ordered[E cmp.Ordered](x []E, a, b, c int, swaps *int) int {
	a, b = sort2Ordered(x, a, b, swaps)
	b, c = sort2Ordered(x, b, c, swaps)
	_, b = sort2Ordered(x, a, b, swaps)
	return b
}

// pivotOrdered picks a pivot for x[lo:hi] (more than insertionMax elements): the median of
// three samples, or of three medians of neighbours on long ranges. The order tells whether
// every comparison found the samples increasing, or every one decreasing.
func pivotOrdered[E cmp.Ordered](x []E, lo, hi int) (int, int) {
	n := hi - lo
	step := n / 4
	a, b, c := lo+step, lo+2*step, lo+3*step
	swaps := 0
	most := 3
	if n >= 50 {
		a = median3Ordered(x, a-1, a, a+1, &swaps)
		b = median3Ordered(x, b-1, b, b+1, &swaps)
		c = median3Ordered(x, c-1, c, c+1, &swaps)
		most = 12
	}
	b = median3Ordered(x, a, b, c, &swaps)
	switch swaps {
	case 0:
		return b, orderIncreasing
	case most:
		return b, orderDecreasing
	}
	return b, orderUnknown
}

// partitionOrdered moves the elements less than the pivot x[pivot] before it and the others
// after it; it returns the pivot's new index and whether no element had to move.
func partitionOrdered[E cmp.Ordered](x []E, lo, hi, pivot int) (int, bool) {
	x[lo], x[pivot] = x[pivot], x[lo]
	p := x[lo]
	i, j := lo+1, hi-1
	for i <= j && cmp.Less(x[i], p) {
		i++
	}
	for i <= j && !cmp.Less(x[j], p) {
		j--
	}
	unmoved := i > j
	for i <= j {
		x[i], x[j] = x[j], x[i]
		i++
		j--
		for i <= j && cmp.Less(x[i], p) {
			i++
		}
		for i <= j && !cmp.Less(x[j], p) {
			j--
		}
	}
	x[lo], x[j] = x[j], x[lo]
	return j, unmoved
}

// partitionEqualOrdered moves the elements not greater than the pivot x[pivot] to the front
// of x[lo:hi] and returns where the greater ones start.
func partitionEqualOrdered[E cmp.Ordered](x []E, lo, hi, pivot int) int {
	x[lo], x[pivot] = x[pivot], x[lo]
	p := x[lo]
	i, j := lo+1, hi-1
	for {
		for i <= j && !cmp.Less(p, x[i]) {
			i++
		}
		for i <= j && cmp.Less(p, x[j]) {
			j--
		}
		if i > j {
			return i
		}
		x[i], x[j] = x[j], x[i]
		i++
		j--
	}
}
