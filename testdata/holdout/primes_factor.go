// Held-out acceptance program: a sieve of Eratosthenes in a package-level array, prime counting,
// twin primes, Goldbach decompositions, factorization into caller buffers, Euler's totient and
// modular exponentiation with uint64 overflow-safe multiplication.
package main

const limit = 20000

var composite [limit + 1]bool

func sieve() (count int) {
	composite[0], composite[1] = true, true
	for i := 2; i*i <= limit; i++ {
		if composite[i] {
			continue
		}
		for j := i * i; j <= limit; j += i {
			composite[j] = true
		}
	}
	for _, c := range composite {
		if !c {
			count++
		}
	}
	return
}

func isPrime(n int) bool { return n >= 0 && n <= limit && !composite[n] }

type Factor struct {
	P, E int
}

func factorize(n int, out []Factor) []Factor {
	out = out[:0]
	for p := 2; p*p <= n; p++ {
		if n%p != 0 {
			continue
		}
		e := 0
		for n%p == 0 {
			n /= p
			e++
		}
		out = append(out, Factor{p, e})
	}
	if n > 1 {
		out = append(out, Factor{n, 1})
	}
	return out
}

func totient(fs []Factor) int {
	phi := 1
	for _, f := range fs {
		pe := 1
		for range f.E - 1 {
			pe *= f.P
		}
		phi *= pe * (f.P - 1)
	}
	return phi
}

func mulmod(a, b, m uint64) uint64 {
	var r uint64
	a %= m
	for b > 0 {
		if b&1 != 0 {
			r = (r + a) % m
		}
		a = (a << 1) % m
		b >>= 1
	}
	return r
}

func powmod(base, exp, m uint64) uint64 {
	result := uint64(1) % m
	for base %= m; exp > 0; exp >>= 1 {
		if exp&1 == 1 {
			result = mulmod(result, base, m)
		}
		base = mulmod(base, base, m)
	}
	return result
}

func printFactors(n int, fs ...Factor) {
	print(n, " =")
	for i, f := range fs {
		if i > 0 {
			print(" *")
		}
		print(" ", f.P)
		if f.E > 1 {
			print("^", f.E)
		}
	}
	println()
}

func main() {
	println("primes up to", limit, ":", sieve())

	twins, last := 0, 0
	for p := 3; p+2 <= limit; p += 2 {
		if isPrime(p) && isPrime(p+2) {
			twins++
			last = p
		}
	}
	println("twin pairs:", twins, "largest:", last, last+2)

	for _, even := range []int{4, 28, 100, 9998} {
		for p := 2; p <= even/2; p++ {
			if isPrime(p) && isPrime(even-p) {
				println("goldbach", even, "=", p, "+", even-p)
				break
			}
		}
	}

	var buf [16]Factor
	for _, n := range [...]int{2, 12, 360, 997, 1001, 65536, 999999, 2147483647, 600851475143} {
		fs := factorize(n, buf[:])
		printFactors(n, fs...)
		println("  phi =", totient(fs))
	}

	// Fermat test for a few numbers, including a Carmichael number.
	const mersenne61 = 1<<61 - 1
	for _, n := range []uint64{561, 7919, mersenne61, 1<<62 + 1} {
		println("2^(n-1) mod n for", n, "=", powmod(2, n-1, n))
	}
	println(powmod(3, 200, 1000000007), powmod(12345, 0, 1), mulmod(1<<63, 1<<63, 1<<62+57))
}
