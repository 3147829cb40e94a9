package rand

// The generator: an additive lagged Fibonacci generator, x[n] = x[n-273] + x[n-607]
// (mod 2^64), the state holding the last 607 values. Seed fills the state from a
// Park-Miller generator (multiplier 48271, modulus 2^31-1) started at the seed, mixed with
// fixed constants (cooked.go), exactly as Go's math/rand does, so a seed gives Go's sequence.

const (
	length   = 607
	lag      = 273
	int32max = 1<<31 - 1
	mask63   = 1<<63 - 1
)

// rngSource is the generator's state.
type rngSource struct {
	tap  int
	feed int
	vec  [length]int64
}

// parkMiller advances the seeding generator: x*48271 mod (2^31-1).
func parkMiller(x int32) int32 {
	return int32(int64(x) * 48271 % int32max)
}

// Seed resets the state from seed.
func (s *rngSource) Seed(seed int64) {
	s.tap = 0
	s.feed = length - lag
	seed %= int32max
	if seed < 0 {
		seed += int32max
	}
	if seed == 0 {
		seed = 89482311
	}
	x := int32(seed)
	// The first 20 values are discarded; then three values make each state word.
	for i := 0; i < 20; i++ {
		x = parkMiller(x)
	}
	for i := 0; i < length; i++ {
		x = parkMiller(x)
		u := int64(x) << 40
		x = parkMiller(x)
		u ^= int64(x) << 20
		x = parkMiller(x)
		u ^= int64(x)
		s.vec[i] = u ^ cooked[i]
	}
}

// Uint64 returns the next value: the sum of the words at the feed and tap positions, which
// replaces the feed word.
func (s *rngSource) Uint64() uint64 {
	s.tap--
	if s.tap < 0 {
		s.tap += length
	}
	s.feed--
	if s.feed < 0 {
		s.feed += length
	}
	x := s.vec[s.feed] + s.vec[s.tap]
	s.vec[s.feed] = x
	return uint64(x)
}

// Int63 returns the next value without its top bit.
func (s *rngSource) Int63() int64 {
	return int64(s.Uint64() & mask63)
}
