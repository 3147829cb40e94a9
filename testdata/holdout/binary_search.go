// Held-out acceptance program: lower/upper bound searches, a generic-free "search" helper taking
// a predicate function, integer square roots by bisection, and guessing a number with labels.
package main

func lowerBound(a []int, x int) int {
	lo, hi := 0, len(a)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if a[mid] < x {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

func upperBound(a []int, x int) int {
	lo, hi := 0, len(a)
	for lo < hi {
		mid := lo + (hi-lo)/2
		if a[mid] <= x {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

// search returns the smallest i in [0, n) for which f(i) is true, or n.
func search(n int, f func(int) bool) int {
	i, j := 0, n
	for i < j {
		h := int(uint(i+j) >> 1)
		if !f(h) {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

var target uint64

func squareAtLeast(i int) bool { return uint64(i)*uint64(i) >= target }

func isqrt(n uint64) (root uint64, exact bool) {
	lo, hi := uint64(0), uint64(1)<<32
	for lo+1 < hi {
		mid := lo + (hi-lo)/2
		if mid*mid <= n {
			lo = mid
		} else {
			hi = mid
		}
	}
	root = lo
	exact = root*root == n
	return
}

func contains(a []int, x int) (int, bool) {
	i := lowerBound(a, x)
	if i < len(a) && a[i] == x {
		return i, true
	}
	return i, false
}

func main() {
	a := []int{1, 3, 3, 3, 7, 9, 12, 12, 20, 31}
	for _, x := range [...]int{0, 1, 3, 4, 12, 31, 40} {
		lb, ub := lowerBound(a, x), upperBound(a, x)
		idx, ok := contains(a, x)
		println("x =", x, "lower", lb, "upper", ub, "count", ub-lb, "found", ok, idx)
	}

	for _, t := range []uint64{0, 1, 15, 16, 17, 1000000, 999999999999} {
		target = t
		r := search(1<<21, squareAtLeast)
		s, exact := isqrt(t)
		println("sqrt", t, "ceil", r, "floor", s, exact)
	}
	big, ok := isqrt(1<<63 + 12345)
	println("big floor", big, ok, big*big)

	// Guess a secret by halving, counting tries; a labeled loop stops early.
	secret := 737
	tries := 0
	lo, hi := 1, 1000
guess:
	for {
		tries++
		g := (lo + hi) / 2
		switch {
		case g < secret:
			lo = g + 1
		case g > secret:
			hi = g - 1
		default:
			println("found", g, "after", tries, "tries")
			break guess
		}
		if tries > 20 {
			println("gave up")
			break
		}
	}
}
