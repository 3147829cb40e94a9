// Primes lists the primes below 50 with a sieve over a fixed-size array.
package main

const limit = 50

func sieve(composite *[limit]bool) {
	for i := 2; i*i < limit; i++ {
		if composite[i] {
			continue
		}
		for j := i * i; j < limit; j += i {
			composite[j] = true
		}
	}
}

func main() {
	var composite [limit]bool
	sieve(&composite)
	count := 0
	for n := 2; n < limit; n++ {
		if !composite[n] {
			print(n, " ")
			count++
		}
	}
	println()
	println(count, "primes below", limit)
}
