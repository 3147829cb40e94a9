package slices

// The pattern-defeating quicksort of sort_ordered.go for a comparison function: the same code
// with cmp(a, b) < 0 where that file has cmp.Less(a, b); keep the two in step.

// pdqsortFunc sorts x[lo:hi]; limit is how many unbalanced partitions it accepts before it
// finishes with heapsort. x[lo-1], when lo > 0, is not greater than any element of the range.
func pdqsortFunc[E any](x []E, lo, hi, limit int, cmp func(a, b E) int) {
	balanced, partitioned := true, true
	for {
		n := hi - lo
		if n <= insertionMax {
			insertionSortFunc(x, lo, hi, cmp)
			return
		}
		if limit == 0 {
			heapSortFunc(x, lo, hi, cmp)
			return
		}
		if !balanced {
			scramble(x, lo, hi)
			limit--
		}
		pivot, order := pivotFunc(x, lo, hi, cmp)
		if order == orderDecreasing {
			reverseRange(x, lo, hi)
			pivot = hi - 1 - (pivot - lo)
			order = orderIncreasing
		}
		// The samples were in order and the last partition moved nothing: the range may well
		// be sorted already; try a bounded insertion sort.
		if balanced && partitioned && order == orderIncreasing && partialInsertionSortFunc(x, lo, hi, cmp) {
			return
		}
		// Every element is at least x[lo-1]; a pivot equal to it means the elements equal to
		// it form the range's start: put them there and sort only the greater ones.
		if lo > 0 && cmp(x[lo-1], x[pivot]) >= 0 {
			lo = partitionEqualFunc(x, lo, hi, pivot, cmp)
			continue
		}
		mid, unmoved := partitionFunc(x, lo, hi, pivot, cmp)
		partitioned = unmoved
		left, right := mid-lo, hi-mid-1
		balanced = min(left, right) >= n/8
		// Recurse into the shorter side, loop on the longer: the stack stays logarithmic.
		if left < right {
			pdqsortFunc(x, lo, mid, limit, cmp)
			lo = mid + 1
		} else {
			pdqsortFunc(x, mid+1, hi, limit, cmp)
			hi = mid
		}
	}
}

// insertionSortFunc sorts x[lo:hi] by insertion (stable).
func insertionSortFunc[E any](x []E, lo, hi int, cmp func(a, b E) int) {
	for i := lo + 1; i < hi; i++ {
		v := x[i]
		j := i
		for j > lo && cmp(v, x[j-1]) < 0 {
			x[j] = x[j-1]
			j--
		}
		x[j] = v
	}
}

// partialInsertionSortFunc sorts x[lo:hi] by insertion if that takes few moves; it reports
// whether it finished.
func partialInsertionSortFunc[E any](x []E, lo, hi int, cmp func(a, b E) int) bool {
	moves := 0
	for i := lo + 1; i < hi; i++ {
		if cmp(x[i], x[i-1]) >= 0 {
			continue
		}
		v := x[i]
		j := i
		for j > lo && cmp(v, x[j-1]) < 0 {
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

// heapSortFunc sorts x[lo:hi] with a max-heap.
func heapSortFunc[E any](x []E, lo, hi int, cmp func(a, b E) int) {
	n := hi - lo
	for root := n/2 - 1; root >= 0; root-- {
		siftDownFunc(x, lo, root, n, cmp)
	}
	for end := n - 1; end > 0; end-- {
		x[lo], x[lo+end] = x[lo+end], x[lo]
		siftDownFunc(x, lo, 0, end, cmp)
	}
}

// siftDownFunc restores the heap x[base:base+n] below root.
func siftDownFunc[E any](x []E, base, root, n int, cmp func(a, b E) int) {
	for {
		child := 2*root + 1
		if child >= n {
			return
		}
		if child+1 < n && cmp(x[base+child], x[base+child+1]) < 0 {
			child++
		}
		if cmp(x[base+root], x[base+child]) >= 0 {
			return
		}
		x[base+root], x[base+child] = x[base+child], x[base+root]
		root = child
	}
}

// sort2Func orders the indices a and b by their elements, counting a swap.
func sort2Func[E any](x []E, a, b int, swaps *int, cmp func(a, b E) int) (int, int) {
	if cmp(x[b], x[a]) < 0 {
		*swaps++
		return b, a
	}
	return a, b
}

// median3Func returns the index of the median of x[a], x[b] and x[c].
func median3Func[E any](x []E, a, b, c int, swaps *int, cmp func(a, b E) int) int {
	a, b = sort2Func(x, a, b, swaps, cmp)
	b, c = sort2Func(x, b, c, swaps, cmp)
	_, b = sort2Func(x, a, b, swaps, cmp)
	return b
}

// pivotFunc picks a pivot for x[lo:hi] (more than insertionMax elements): the median of
// three samples, or of three medians of neighbours on long ranges. The order tells whether
// every comparison found the samples increasing, or every one decreasing.
func pivotFunc[E any](x []E, lo, hi int, cmp func(a, b E) int) (int, int) {
	n := hi - lo
	step := n / 4
	a, b, c := lo+step, lo+2*step, lo+3*step
	swaps := 0
	most := 3
	if n >= 50 {
		a = median3Func(x, a-1, a, a+1, &swaps, cmp)
		b = median3Func(x, b-1, b, b+1, &swaps, cmp)
		c = median3Func(x, c-1, c, c+1, &swaps, cmp)
		most = 12
	}
	b = median3Func(x, a, b, c, &swaps, cmp)
	switch swaps {
	case 0:
		return b, orderIncreasing
	case most:
		return b, orderDecreasing
	}
	return b, orderUnknown
}

// partitionFunc moves the elements less than the pivot x[pivot] before it and the others
// after it; it returns the pivot's new index and whether no element had to move.
func partitionFunc[E any](x []E, lo, hi, pivot int, cmp func(a, b E) int) (int, bool) {
	x[lo], x[pivot] = x[pivot], x[lo]
	p := x[lo]
	i, j := lo+1, hi-1
	for i <= j && cmp(x[i], p) < 0 {
		i++
	}
	for i <= j && cmp(x[j], p) >= 0 {
		j--
	}
	unmoved := i > j
	for i <= j {
		x[i], x[j] = x[j], x[i]
		i++
		j--
		for i <= j && cmp(x[i], p) < 0 {
			i++
		}
		for i <= j && cmp(x[j], p) >= 0 {
			j--
		}
	}
	x[lo], x[j] = x[j], x[lo]
	return j, unmoved
}

// partitionEqualFunc moves the elements not greater than the pivot x[pivot] to the front
// of x[lo:hi] and returns where the greater ones start.
func partitionEqualFunc[E any](x []E, lo, hi, pivot int, cmp func(a, b E) int) int {
	x[lo], x[pivot] = x[pivot], x[lo]
	p := x[lo]
	i, j := lo+1, hi-1
	for {
		for i <= j && cmp(p, x[i]) >= 0 {
			i++
		}
		for i <= j && cmp(p, x[j]) < 0 {
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
