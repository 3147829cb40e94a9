// Bitsfun uses math/bits for bit counting, rotation, reversal and 128-bit arithmetic: a
// population-count table, a bitset of small primes, a xorshift hash, and a 64x64->128
// multiply with carry chains checked against division.
package main

import (
	"solod.dev/so/fmt"
	"solod.dev/so/math/bits"
)

type bitset [4]uint64

func (b *bitset) set(i uint)      { b[i/64] |= 1 << (i % 64) }
func (b *bitset) has(i uint) bool { return b[i/64]&(1<<(i%64)) != 0 }
func (b *bitset) count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

func mix(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x = bits.RotateLeft64(x, 17)
	x ^= x >> 29
	return x
}

func main() {
	for _, x := range []uint32{0, 1, 6, 255, 1 << 31, 0xdeadbeef} {
		fmt.Printf("%#010x ones=%2d lz=%2d tz=%2d len=%2d rev=%#010x bswap=%#010x rotl3=%#010x\n",
			x, bits.OnesCount32(x), bits.LeadingZeros32(x), bits.TrailingZeros32(x), bits.Len32(x),
			bits.Reverse32(x), bits.ReverseBytes32(x), bits.RotateLeft32(x, 3))
	}
	fmt.Println(bits.UintSize, bits.OnesCount8(0xf0), bits.Len8(9), bits.Reverse8(1), bits.LeadingZeros16(1),
		bits.TrailingZeros64(0), bits.RotateLeft16(0x8001, -1), bits.ReverseBytes16(0x1234) == 0x3412)

	// Sieve into a bitset.
	var composite, primes bitset
	for i := uint(2); i < 256; i++ {
		if composite.has(i) {
			continue
		}
		primes.set(i)
		for j := i * i; j < 256; j += i {
			composite.set(j)
		}
	}
	fmt.Printf("%d primes below 256; words: %016x %016x\n", primes.count(), primes[0], primes[3])

	// 128-bit products and sums.
	a, b := uint64(0xfedcba9876543210), uint64(0x0123456789abcdef)
	hi, lo := bits.Mul64(a, b)
	fmt.Printf("a*b = %#016x_%016x\n", hi, lo)
	q, r := bits.Div64(hi, lo, b)
	fmt.Println("divided back:", q == a, r)
	sum, carry := bits.Add64(lo, ^uint64(0), 0)
	hi2, carry2 := bits.Add64(hi, 0, carry)
	fmt.Printf("+ max64 = %#x_%016x carry %d %d\n", hi2, sum, carry, carry2)
	diff, borrow := bits.Sub64(0, 1, 0)
	fmt.Printf("0-1 = %#x borrow %d\n", diff, borrow)
	h32, l32 := bits.Mul32(0xffffffff, 0xffffffff)
	fmt.Printf("%#x %#x %d\n", h32, l32, bits.Rem64(1, 0, 7))
	quo, rem := bits.Div(0, 100, 7)
	fmt.Println(quo, rem)

	// Hash buckets.
	var buckets [8]int
	for i := uint64(0); i < 4000; i++ {
		buckets[mix(i)%8]++
	}
	fmt.Println("buckets:", buckets)
	fmt.Printf("%064b\n", mix(1))
	fmt.Printf("%x %X %o %b\n", mix(2), mix(3)>>40, uint16(mix(4)), uint8(mix(5)))
}
