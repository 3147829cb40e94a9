// A realistic program: the sieve of Eratosthenes over a fixed-size array, counting primes
// below several limits, listing twin primes and the largest prime gap below 10000.
package main

const N = 10000

func sieve(composite *[N + 1]bool) {
	composite[0], composite[1] = true, true
	for i := 2; i*i <= N; i++ {
		if composite[i] {
			continue
		}
		for j := i * i; j <= N; j += i {
			composite[j] = true
		}
	}
}

func main() {
	var composite [N + 1]bool
	sieve(&composite)
	for _, limit := range []int{10, 100, 1000, 10000} {
		count := 0
		for i := 0; i <= limit; i++ {
			if !composite[i] {
				count++
			}
		}
		println("primes <=", limit, ":", count)
	}
	print("twins:")
	twins := 0
	for i := 3; i+2 <= N; i += 2 {
		if !composite[i] && !composite[i+2] {
			twins++
			if twins <= 8 {
				print(" (", i, ",", i+2, ")")
			}
		}
	}
	println()
	println("twin pairs:", twins)
	prev, gap, at := 2, 0, 0
	for i := 3; i <= N; i++ {
		if !composite[i] {
			if i-prev > gap {
				gap, at = i-prev, prev
			}
			prev = i
		}
	}
	println("largest gap:", gap, "after", at)
}
