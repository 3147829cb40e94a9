package rand

// A Source produces uniformly distributed non-negative int64 values in [0, 1<<63).
type Source interface {
	Int63() int64
	Seed(seed int64)
}

// A Source64 is a Source that also produces uint64 values in [0, 1<<64).
type Source64 interface {
	Source
	Uint64() uint64
}

// A Rand draws random numbers of several kinds from a Source.
type Rand struct {
	src Source
	s64 Source64 // src as a Source64, or nil

	// Read's leftover bytes.
	readVal int64
	readPos int
}

func (r *Rand) init(src Source) {
	r.src = src
	r.s64 = nil
	if s, ok := src.(Source64); ok {
		r.s64 = s
	}
	r.readVal = 0
	r.readPos = 0
}

// Seed resets the source from seed (and forgets Read's leftover bytes).
func (r *Rand) Seed(seed int64) {
	r.src.Seed(seed)
	r.readPos = 0
}

// Int63 returns a non-negative int64 in [0, 1<<63).
func (r *Rand) Int63() int64 { return r.src.Int63() }

// Uint32 returns a uint32.
func (r *Rand) Uint32() uint32 { return uint32(r.Int63() >> 31) }

// Uint64 returns a uint64.
func (r *Rand) Uint64() uint64 {
	if r.s64 != nil {
		return r.s64.Uint64()
	}
	return uint64(r.Int63())>>31 | uint64(r.Int63())<<32
}

// Int31 returns a non-negative int32 in [0, 1<<31).
func (r *Rand) Int31() int32 { return int32(r.Int63() >> 32) }

// Int returns a non-negative int.
func (r *Rand) Int() int {
	u := uint(r.Int63())
	return int(u << 1 >> 1)
}

// Int63n returns an int64 in [0, n); it panics if n <= 0.
func (r *Rand) Int63n(n int64) int64 {
	if n <= 0 {
		panic("invalid argument to Int63n")
	}
	if n&(n-1) == 0 {
		return r.Int63() & (n - 1)
	}
	// Reject the top values that would make some results more likely.
	limit := int64((1 << 63) - 1 - (1<<63)%uint64(n))
	v := r.Int63()
	for v > limit {
		v = r.Int63()
	}
	return v % n
}

// Int31n returns an int32 in [0, n); it panics if n <= 0.
func (r *Rand) Int31n(n int32) int32 {
	if n <= 0 {
		panic("invalid argument to Int31n")
	}
	if n&(n-1) == 0 {
		return r.Int31() & (n - 1)
	}
	limit := int32((1 << 31) - 1 - (1<<31)%uint32(n))
	v := r.Int31()
	for v > limit {
		v = r.Int31()
	}
	return v % n
}

// int31n returns an int32 in [0, n) by multiplying a uint32 by n and keeping the high half
// (rejecting the few low halves that would bias it). Shuffle uses it.
func (r *Rand) int31n(n int32) int32 {
	v := r.Uint32()
	prod := uint64(v) * uint64(n)
	low := uint32(prod)
	if low < uint32(n) {
		thresh := uint32(-n) % uint32(n)
		for low < thresh {
			v = r.Uint32()
			prod = uint64(v) * uint64(n)
			low = uint32(prod)
		}
	}
	return int32(prod >> 32)
}

// Intn returns an int in [0, n); it panics if n <= 0.
func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("invalid argument to Intn")
	}
	if n <= 1<<31-1 {
		return int(r.Int31n(int32(n)))
	}
	return int(r.Int63n(int64(n)))
}

// Float64 returns a float64 in [0.0, 1.0).
func (r *Rand) Float64() float64 {
	for {
		f := float64(r.Int63()) / (1 << 63)
		if f != 1 {
			return f
		}
	}
}

// Float32 returns a float32 in [0.0, 1.0).
func (r *Rand) Float32() float32 {
	for {
		f := float32(r.Float64())
		if f != 1 {
			return f
		}
	}
}

// Shuffle pseudo-randomizes the order of n elements: swap exchanges the elements at i and j.
// It panics if n < 0.
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	if n < 0 {
		panic("invalid argument to Shuffle")
	}
	i := n - 1
	for ; i > 1<<31-1-1; i-- {
		j := int(r.Int63n(int64(i + 1)))
		swap(i, j)
	}
	for ; i > 0; i-- {
		j := int(r.int31n(int32(i + 1)))
		swap(i, j)
	}
}

// PermInto fills dst with a pseudo-random permutation of 0..len(dst)-1 and returns it: Perm
// into a caller's buffer (the same values Perm(len(dst)) returns).
func (r *Rand) PermInto(dst []int) []int {
	for i := range dst {
		j := r.Intn(i + 1)
		dst[i] = dst[j]
		dst[j] = i
	}
	return dst
}

// Read fills p with random bytes and returns len(p), nil.
func (r *Rand) Read(p []byte) (n int, err error) {
	pos := r.readPos
	val := r.readVal
	for n = 0; n < len(p); n++ {
		if pos == 0 {
			val = r.Int63()
			pos = 7
		}
		p[n] = byte(val)
		val >>= 8
		pos--
	}
	r.readPos = pos
	r.readVal = val
	return n, nil
}
