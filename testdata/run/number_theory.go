// A realistic program: binary search and lower bound over sorted slices, gcd/lcm, modular
// exponentiation with uint64 wrap-free arithmetic, integer square roots and Collatz lengths.
package main

func binarySearch(a []int, x int) int {
	lo, hi := 0, len(a)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		switch {
		case a[mid] < x:
			lo = mid + 1
		case a[mid] > x:
			hi = mid
		default:
			return mid
		}
	}
	return -1
}

func lowerBound(a []int, x int) int {
	lo, hi := 0, len(a)
	for lo < hi {
		mid := (lo + hi) / 2
		if a[mid] < x {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 {
		return -a
	}
	return a
}

func lcm(a, b int) int { return a / gcd(a, b) * b }

func powMod(base, exp, mod uint64) uint64 {
	result := uint64(1)
	base %= mod
	for exp > 0 {
		if exp&1 == 1 {
			result = result * base % mod
		}
		base = base * base % mod
		exp >>= 1
	}
	return result
}

func isqrt(n uint64) uint64 {
	if n < 2 {
		return n
	}
	x := n
	y := x/2 + 1
	for y < x {
		x = y
		y = (x + n/x) / 2
	}
	return x
}

func collatzLen(n uint64) int {
	steps := 1
	for n != 1 {
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
		steps++
	}
	return steps
}

func main() {
	a := []int{-5, -1, 0, 3, 3, 3, 8, 13, 21}
	for _, x := range []int{-5, 3, 13, 21, 4, 100, -100} {
		println("search", x, binarySearch(a, x) >= 0, "lower bound", lowerBound(a, x))
	}
	println(gcd(84, 36), gcd(-12, 18), gcd(17, 0), lcm(4, 6), lcm(21, 6))
	println(powMod(2, 10, 1000), powMod(3, 200, 1000000007), powMod(7, 0, 13))
	println(isqrt(0), isqrt(15), isqrt(16), isqrt(1<<62), isqrt(18446744073709551615))
	best, at := 0, uint64(0)
	for n := uint64(1); n < 10000; n++ {
		if l := collatzLen(n); l > best {
			best, at = l, n
		}
	}
	println("longest collatz below 10000:", at, best)
}
