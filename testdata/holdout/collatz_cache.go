// Held-out acceptance program: Collatz sequences with a memo table of uint16 lengths, the
// longest chain below a bound, peak values in uint64, a histogram of lengths and labeled loops.
package main

const bound = 100000

var memo [bound]uint16

func chainLen(n uint64) (length int) {
	start := n
	steps := 0
	for n != 1 {
		if n < bound && memo[n] != 0 {
			steps += int(memo[n])
			break
		}
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
		steps++
	}
	if start < bound {
		memo[start] = uint16(steps)
	}
	return steps
}

func peak(n uint64) (top uint64, steps int) {
	top = n
	for ; n != 1; steps++ {
		if n&1 == 1 {
			n = 3*n + 1
		} else {
			n >>= 1
		}
		top = max(top, n)
	}
	return
}

func main() {
	best, bestLen := uint64(1), 0
	var hist [8]int // chain lengths bucketed by 50
	for n := uint64(1); n < bound; n++ {
		l := chainLen(n)
		if l > bestLen {
			best, bestLen = n, l
		}
		hist[min(l/50, len(hist)-1)]++
	}
	println("longest chain below", bound, "starts at", best, "with", bestLen, "steps")
	for i, h := range hist {
		lo := i * 50
		if i == len(hist)-1 {
			println(lo, "+ :", h)
		} else {
			println(lo, "-", lo+49, ":", h)
		}
	}

	for _, n := range []uint64{27, 97, 871, 77031, 837799, 63728127} {
		top, steps := peak(n)
		println("n", n, "steps", steps, "peak", top)
	}

	// First n whose chain is exactly k steps, for a few k; stops scanning with a labeled continue.
	wanted := [...]int{10, 100, 200, 301}
	var found [len(wanted)]uint64
	remaining := len(wanted)
scan:
	for n := uint64(1); n < bound; n++ {
		l := int(memo[n])
		for i, w := range wanted {
			if found[i] == 0 && l == w {
				found[i] = n
				remaining--
				if remaining == 0 {
					break scan
				}
				continue scan
			}
		}
	}
	for i := range wanted {
		println("first with", wanted[i], "steps:", found[i])
	}
	println("memo[27] =", memo[27], "memo[1] =", memo[1], "remaining", remaining)
}
