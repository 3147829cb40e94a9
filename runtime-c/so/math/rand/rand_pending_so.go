//go:build solod

package rand

import "solod.dev/so/sync/atomic"

// PENDING(rstack): the So forms of the constructors, until a function's returned values
// live in its caller's frame. NewSource and New hand out generators from static memory: a
// program may make at most maxMade of each (more panics); they are never freed. Perm is not
// available yet: use PermInto with a buffer.

const maxMade = 16

var (
	sources  [maxMade]rngSource
	rands    [maxMade]Rand
	nSources atomic.Int64
	nRands   atomic.Int64
)

// NewSource returns a new Source seeded with seed, which produces Go's math/rand sequence
// for that seed. It is not safe for concurrent use.
func NewSource(seed int64) Source {
	i := nSources.Add(1) - 1
	if i >= maxMade {
		panic("math/rand: NewSource: more than 16 sources (So keeps them in static memory for now)")
	}
	s := &sources[i]
	s.Seed(seed)
	return s
}

// New returns a Rand that draws from src.
func New(src Source) *Rand {
	i := nRands.Add(1) - 1
	if i >= maxMade {
		panic("math/rand: New: more than 16 Rands (So keeps them in static memory for now)")
	}
	r := &rands[i]
	r.init(src)
	return r
}
