// Package rand generates pseudo-random numbers: the So counterpart of Go's math/rand (the
// original package, not math/rand/v2). A source seeded with rand.NewSource(seed) produces
// exactly Go's sequence for that seed, through every method.
//
// Exported API:
//
//	type Source interface { Int63() int64; Seed(seed int64) }
//	type Source64 interface { Source; Uint64() uint64 }
//	func NewSource(seed int64) Source
//	func New(src Source) *Rand
//	type Rand struct{ ... }
//	    func (r *Rand) Seed(seed int64)
//	    func (r *Rand) Int63() int64, Uint32() uint32, Uint64() uint64, Int31() int32, Int() int
//	    func (r *Rand) Int63n(n int64) int64, Int31n(n int32) int32, Intn(n int) int
//	    func (r *Rand) Float64() float64, Float32() float32
//	    func (r *Rand) NormFloat64() float64, ExpFloat64() float64 // Go's ziggurat draws
//	    func (r *Rand) Perm(n int) []int              // Go side only for now, see below
//	    func (r *Rand) PermInto(dst []int) []int     // Perm into a caller's buffer (So only)
//	    func (r *Rand) Shuffle(n int, swap func(i, j int))
//	    func (r *Rand) Read(p []byte) (n int, err error)
//	func Int63, Uint32, Uint64, Int31, Int, Int63n, Int31n, Intn, Float64, Float32,
//	     NormFloat64, ExpFloat64, PermInto, Shuffle, Read, Seed // the top-level generator
//
// The top-level functions use a generator seeded from the clock at first use (as Go's are
// seeded randomly), guarded by a mutex; Seed does nothing, as in Go since 1.24.
//
// Differences from Go:
//   - Under solod, what NewSource, New and Perm return lives in the caller's frame, like any
//     value a function returns (PermInto fills a slice of the caller's).
//   - NewZipf is not provided yet.
//
// A Rand and a Source from NewSource are not safe for concurrent use.
package rand
