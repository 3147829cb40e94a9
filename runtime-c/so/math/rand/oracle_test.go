//go:build !solod

// This file compares seeded generators with Go's math/rand (the oracle): every method, for
// many seeds, including negative and zero seeds, and reseeding. It runs under `go test`
// only: solod's tests cannot import Go's standard library.
package rand_test

import (
	gorand "math/rand"
	"testing"

	"solod.dev/so/math/rand"
)

func TestOracleSequences(t *testing.T) {
	seeds := []int64{0, 1, -1, 42, 1 << 31, 1<<31 - 1, -1 << 63, 1<<63 - 1, 89482311, 20260101}
	meta := gorand.New(gorand.NewSource(7))
	for i := 0; i < 40; i++ {
		seeds = append(seeds, meta.Int63()-meta.Int63())
	}
	for _, seed := range seeds {
		a := rand.New(rand.NewSource(seed))
		b := gorand.New(gorand.NewSource(seed))
		for i := 0; i < 3000; i++ {
			var x, y int64
			switch i % 13 {
			case 0:
				x, y = a.Int63(), b.Int63()
			case 1:
				x, y = int64(a.Uint32()), int64(b.Uint32())
			case 2:
				x, y = int64(a.Uint64()), int64(b.Uint64())
			case 3:
				x, y = int64(a.Int31()), int64(b.Int31())
			case 4:
				x, y = int64(a.Int()), int64(b.Int())
			case 5:
				n := int64(i*7919 + 1)
				x, y = a.Int63n(n), b.Int63n(n)
			case 6:
				n := int32(i%1000 + 1)
				x, y = int64(a.Int31n(n)), int64(b.Int31n(n))
			case 7:
				n := i%50 + 1
				if i%3 == 0 {
					n = 1<<40 + i
				}
				x, y = int64(a.Intn(n)), int64(b.Intn(n))
			case 8:
				fa, fb := a.Float64(), b.Float64()
				if fa != fb {
					t.Fatalf("seed %d step %d: Float64 %v; Go %v", seed, i, fa, fb)
				}
			case 9:
				fa, fb := a.Float32(), b.Float32()
				if fa != fb {
					t.Fatalf("seed %d step %d: Float32 %v; Go %v", seed, i, fa, fb)
				}
			case 10:
				var pa, pb [13]byte
				a.Read(pa[:i%13])
				b.Read(pb[:i%13])
				if pa != pb {
					t.Fatalf("seed %d step %d: Read %v; Go %v", seed, i, pa, pb)
				}
			case 11:
				sa, sb := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
				a.Shuffle(len(sa), func(i, j int) { sa[i], sa[j] = sa[j], sa[i] })
				b.Shuffle(len(sb), func(i, j int) { sb[i], sb[j] = sb[j], sb[i] })
				for k := range sa {
					if sa[k] != sb[k] {
						t.Fatalf("seed %d step %d: Shuffle %v; Go %v", seed, i, sa, sb)
					}
				}
			case 12:
				pa, pb := a.Perm(i%17), b.Perm(i%17)
				for k := range pa {
					if pa[k] != pb[k] {
						t.Fatalf("seed %d step %d: Perm %v; Go %v", seed, i, pa, pb)
					}
				}
			}
			if x != y {
				t.Fatalf("seed %d step %d (method %d): %d; Go %d", seed, i, i%13, x, y)
			}
		}
		a.Seed(seed + 1)
		b.Seed(seed + 1)
		for i := 0; i < 700; i++ {
			if a.Int63() != b.Int63() {
				t.Fatalf("seed %d: after Seed, value %d differs", seed, i)
			}
		}
	}
}

// A Source of the program's own: the Rand methods use only its Int63 (no Uint64).
type countSource struct{ n int64 }

func (s *countSource) Int63() int64 {
	s.n = s.n*6364136223846793005 + 1442695040888963407
	return s.n & (1<<63 - 1)
}
func (s *countSource) Seed(seed int64) { s.n = seed }

func TestOracleOwnSource(t *testing.T) {
	a := rand.New(&countSource{5})
	b := gorand.New(&countSource{5})
	for i := 0; i < 5000; i++ {
		if a.Uint64() != b.Uint64() || a.Intn(1000) != b.Intn(1000) || a.Float64() != b.Float64() {
			t.Fatalf("own source: step %d differs", i)
		}
	}
}

// NormFloat64 and ExpFloat64 follow Go's ziggurat draws exactly, through their rare paths
// (the wedges and the tails) too: a million draws per seed reach them thousands of times.
func TestOracleZiggurat(t *testing.T) {
	for _, seed := range []int64{0, 1, -7, 42, 1<<63 - 1, 20261204} {
		a := rand.New(rand.NewSource(seed))
		b := gorand.New(gorand.NewSource(seed))
		for i := 0; i < 1_000_000; i++ {
			if i%2 == 0 {
				if x, y := a.NormFloat64(), b.NormFloat64(); x != y {
					t.Fatalf("seed %d step %d: NormFloat64 %v; Go %v", seed, i, x, y)
				}
			} else if x, y := a.ExpFloat64(), b.ExpFloat64(); x != y {
				t.Fatalf("seed %d step %d: ExpFloat64 %v; Go %v", seed, i, x, y)
			}
		}
	}
}
