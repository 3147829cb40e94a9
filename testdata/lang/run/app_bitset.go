// Tests a generic bit set over unsigned word types (~uint8 | ~uint16 | ~uint32 | ~uint64):
// the word size is derived from T inside generic code, methods with pointer receivers set,
// clear and test bits, a popcount helper, set operations, and a sieve of primes using
// Bitset[uint64] and Bitset[uint8] with identical results.
package main

type Word interface {
	~uint8 | ~uint16 | ~uint32 | ~uint64
}

type Bitset[T Word] struct {
	words []T
}

func bitsOf[T Word]() int {
	var x T = ^T(0)
	n := 0
	for x != 0 {
		x >>= 1
		n++
	}
	return n
}

func (b *Bitset[T]) Set(i int) {
	w := bitsOf[T]()
	b.words[i/w] |= T(1) << (i % w)
}

func (b *Bitset[T]) Clear(i int) {
	w := bitsOf[T]()
	b.words[i/w] &^= T(1) << (i % w)
}

func (b *Bitset[T]) Has(i int) bool {
	w := bitsOf[T]()
	return b.words[i/w]&(T(1)<<(i%w)) != 0
}

func popcount[T Word](x T) int {
	n := 0
	for x != 0 {
		x &= x - 1
		n++
	}
	return n
}

func (b *Bitset[T]) Count() int {
	n := 0
	for _, w := range b.words {
		n += popcount(w)
	}
	return n
}

func (b *Bitset[T]) And(o *Bitset[T]) {
	for i := range b.words {
		b.words[i] &= o.words[i]
	}
}

func sieve[T Word](b *Bitset[T], n int) {
	for i := 2; i < n; i++ {
		b.Set(i)
	}
	for i := 2; i*i < n; i++ {
		if b.Has(i) {
			for j := i * i; j < n; j += i {
				b.Clear(j)
			}
		}
	}
}

type Flags uint16

func main() {
	println(bitsOf[uint8](), bitsOf[uint16](), bitsOf[uint32](), bitsOf[uint64](), bitsOf[Flags]())

	const n = 100
	big := Bitset[uint64]{make([]uint64, 2)}
	small := Bitset[uint8]{make([]uint8, 13)}
	sieve(&big, n)
	sieve(&small, n)
	println(big.Count(), small.Count())
	same := true
	for i := 0; i < n; i++ {
		if big.Has(i) != small.Has(i) {
			same = false
		}
	}
	println(same, big.Has(97), big.Has(91), small.Has(2))
	for i := 80; i < n; i++ {
		if small.Has(i) {
			print(i, " ")
		}
	}
	println()

	odd := Bitset[uint64]{make([]uint64, 2)}
	for i := 1; i < n; i += 2 {
		odd.Set(i)
	}
	odd.And(&big)
	println(odd.Count(), odd.Has(2), odd.Has(3))

	f := Bitset[Flags]{make([]Flags, 1)}
	f.Set(0)
	f.Set(15)
	println(f.Count(), f.words[0], popcount(Flags(0xffff)))
}
