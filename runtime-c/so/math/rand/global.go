package rand

import (
	"solod.dev/so/sync"
	"solod.dev/so/time"
)

// The top-level functions draw from a generator seeded at first use from the clock, as
// Go's are seeded randomly: their values differ from run to run. They are safe for
// concurrent use.
var (
	globalMu     sync.Mutex
	globalSrc    rngSource
	globalRand   Rand
	globalSeeded bool
)

func lockGlobal() *Rand {
	globalMu.Lock()
	if !globalSeeded {
		globalSrc.Seed(time.Now().UnixNano())
		globalRand.init(&globalSrc)
		globalSeeded = true
	}
	return &globalRand
}

// Seed does nothing, as Go's deprecated top-level Seed does since Go 1.24: use
// New(NewSource(seed)) for a reproducible sequence.
func Seed(seed int64) {}

// Int63 returns a non-negative int64 from the top-level generator.
func Int63() int64 {
	r := lockGlobal()
	v := r.Int63()
	globalMu.Unlock()
	return v
}

// Uint32 returns a uint32 from the top-level generator.
func Uint32() uint32 {
	r := lockGlobal()
	v := r.Uint32()
	globalMu.Unlock()
	return v
}

// Uint64 returns a uint64 from the top-level generator.
func Uint64() uint64 {
	r := lockGlobal()
	v := r.Uint64()
	globalMu.Unlock()
	return v
}

// Int31 returns a non-negative int32 from the top-level generator.
func Int31() int32 {
	r := lockGlobal()
	v := r.Int31()
	globalMu.Unlock()
	return v
}

// Int returns a non-negative int from the top-level generator.
func Int() int {
	r := lockGlobal()
	v := r.Int()
	globalMu.Unlock()
	return v
}

// Int63n returns an int64 in [0, n) from the top-level generator; it panics if n <= 0.
func Int63n(n int64) int64 {
	if n <= 0 {
		panic("invalid argument to Int63n")
	}
	r := lockGlobal()
	v := r.Int63n(n)
	globalMu.Unlock()
	return v
}

// Int31n returns an int32 in [0, n) from the top-level generator; it panics if n <= 0.
func Int31n(n int32) int32 {
	if n <= 0 {
		panic("invalid argument to Int31n")
	}
	r := lockGlobal()
	v := r.Int31n(n)
	globalMu.Unlock()
	return v
}

// Intn returns an int in [0, n) from the top-level generator; it panics if n <= 0.
func Intn(n int) int {
	if n <= 0 {
		panic("invalid argument to Intn")
	}
	r := lockGlobal()
	v := r.Intn(n)
	globalMu.Unlock()
	return v
}

// Float64 returns a float64 in [0.0, 1.0) from the top-level generator.
func Float64() float64 {
	r := lockGlobal()
	v := r.Float64()
	globalMu.Unlock()
	return v
}

// NormFloat64 returns a standard normal float64 from the top-level generator.
func NormFloat64() float64 {
	r := lockGlobal()
	v := r.NormFloat64()
	globalMu.Unlock()
	return v
}

// ExpFloat64 returns an exponential float64 of rate 1 from the top-level generator.
func ExpFloat64() float64 {
	r := lockGlobal()
	v := r.ExpFloat64()
	globalMu.Unlock()
	return v
}

// Float32 returns a float32 in [0.0, 1.0) from the top-level generator.
func Float32() float32 {
	r := lockGlobal()
	v := r.Float32()
	globalMu.Unlock()
	return v
}

// Shuffle pseudo-randomizes the order of n elements with the top-level generator; it
// panics if n < 0.
func Shuffle(n int, swap func(i, j int)) {
	if n < 0 {
		panic("invalid argument to Shuffle")
	}
	// Draw the swaps under the lock, but call swap outside it, one at a time.
	for i := n - 1; i > 0; i-- {
		r := lockGlobal()
		var j int
		if i > 1<<31-1-1 {
			j = int(r.Int63n(int64(i + 1)))
		} else {
			j = int(r.int31n(int32(i + 1)))
		}
		globalMu.Unlock()
		swap(i, j)
	}
}

// PermInto fills dst with a pseudo-random permutation of 0..len(dst)-1 from the top-level
// generator and returns it.
func PermInto(dst []int) []int {
	r := lockGlobal()
	r.PermInto(dst)
	globalMu.Unlock()
	return dst
}

// Read fills p with random bytes from the top-level generator and returns len(p), nil.
func Read(p []byte) (n int, err error) {
	r := lockGlobal()
	n, err = r.Read(p)
	globalMu.Unlock()
	return n, err
}
