package rand

// The constructors and Perm return new memory: under solod it lives in the caller's frame, like
// any value a function returns (a generator made in main lives until main returns; one made by
// a package-level variable's initializer, for the whole run).

// NewSource returns a new Source seeded with seed, which produces Go's math/rand sequence
// for that seed. It is not safe for concurrent use.
func NewSource(seed int64) Source {
	s := new(rngSource)
	s.Seed(seed)
	return s
}

// New returns a Rand that draws from src.
func New(src Source) *Rand {
	r := new(Rand)
	r.init(src)
	return r
}

// Perm returns a pseudo-random permutation of 0..n-1; it panics if n < 0.
func (r *Rand) Perm(n int) []int {
	return r.PermInto(make([]int, n))
}

// Perm returns a pseudo-random permutation of 0..n-1 from the top-level generator.
func Perm(n int) []int {
	return PermInto(make([]int, n))
}
