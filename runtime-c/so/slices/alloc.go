package slices

import (
	"unsafe"

	"solod.dev/so/mem"
)

// Make allocates a zeroed slice of length and capacity n from a (nil: mem.System). The caller
// owns it: give it back with Free. n == 0 allocates nothing and returns nil.
func Make[T any](a mem.Allocator, n int) []T {
	return mem.AllocSlice[T](a, n, n)
}

// MakeCap allocates a zeroed slice of length n and capacity c from a (nil: mem.System). The
// caller owns it: give it back with Free. c == 0 allocates nothing and returns nil.
func MakeCap[T any](a mem.Allocator, n, c int) []T {
	return mem.AllocSlice[T](a, n, c)
}

// Free gives back a slice that came from a (Make, MakeCap, Clone, a growing Append, ...).
// A slice of capacity 0 is nothing to free.
func Free[T any](a mem.Allocator, s []T) {
	mem.FreeSlice(a, s)
}

// Clone returns a copy of s in memory from a (nil: mem.System), which the caller owns (Free).
// An empty s allocates nothing: the result is s[:0:0] (nil for nil).
func Clone[S ~[]E, E any](a mem.Allocator, s S) S {
	if len(s) == 0 {
		return s[:0:0]
	}
	c := mem.AllocSlice[E](a, len(s), len(s))
	copy(c, s)
	return c
}

// nextCap is the capacity a slice of capacity oldCap grows to when it must hold newLen
// elements: double a small slice, then grow by about a quarter, as Go's append does.
func nextCap(newLen, oldCap int) int {
	if newLen > 2*oldCap {
		return newLen
	}
	if oldCap < 256 {
		return 2 * oldCap
	}
	c := oldCap
	for c < newLen {
		c += (c + 3*256) >> 2
		if c <= 0 { // overflow
			return newLen
		}
	}
	return c
}

// Append appends v to s and returns the result. When s lacks the capacity, its elements move
// to a larger array from a (nil: mem.System) and s's array is freed: s must then have come
// from a (or have capacity 0), and the caller owns the result.
func Append[S ~[]E, E any](a mem.Allocator, s S, v ...E) S {
	return Extend(a, s, v)
}

// Extend appends the elements of other to s, growing s through a as Append does. other may
// be part of s's own array.
func Extend[S ~[]E, E any](a mem.Allocator, s S, other []E) S {
	n := len(s)
	if n+len(other) > cap(s) {
		grown := mem.AllocSlice[E](a, n+len(other), nextCap(n+len(other), cap(s)))
		copy(grown, s)
		copy(grown[n:], other) // other may be in s's array: copy before freeing it
		mem.FreeSlice(a, s)
		return grown
	}
	s = s[:n+len(other)]
	copy(s[n:], other)
	return s
}

// Grow makes room for n more elements: afterwards len(s)+n elements fit in the result's
// capacity without another allocation. When s lacks the room, as Go's Grow does, its elements
// are copied to a new array from a and s is left as it was: Grow never frees s, which may be
// any slice (one that starts inside its array, as a queue's q[1:] does, cannot be given back
// to an allocator). s stays valid, and its array is still the caller's to free. Grow panics
// if n is negative.
func Grow[S ~[]E, E any](a mem.Allocator, s S, n int) S {
	if n < 0 {
		panic("cannot be negative")
	}
	if len(s)+n > cap(s) {
		if len(s)+n < 0 {
			panic("slices: length overflow")
		}
		grown := mem.AllocSlice[E](a, len(s), len(s)+n)
		copy(grown, s)
		return grown
	}
	return s
}

// Insert inserts v at s[i], shifting s[i:] up, and returns the result (v may be part of s's
// array). When s lacks the capacity it moves to an array from a as Append does. Insert panics
// unless 0 <= i <= len(s).
func Insert[S ~[]E, E any](a mem.Allocator, s S, i int, v ...E) S {
	_ = s[i:] // Go's bounds check and message
	m := len(v)
	if m == 0 {
		return s
	}
	n := len(s)
	if i == n {
		return Extend(a, s, v)
	}
	if n+m > cap(s) {
		grown := mem.AllocSlice[E](a, n+m, nextCap(n+m, cap(s)))
		copy(grown, s[:i])
		copy(grown[i:], v)
		copy(grown[i+m:], s[i:])
		mem.FreeSlice(a, s)
		return grown
	}
	s = s[:n+m]
	if !overlaps(v, s[i:]) {
		copy(s[i+m:], s[i:n])
		copy(s[i:], v)
		return s
	}
	// v lies in the part that moves: put it after the old elements, then rotate it into place.
	copy(s[n:], v)
	rotateRight(s[i:], m)
	return s
}

// Replace replaces s[i:j] by v and returns the result (v may be part of s's array); elements
// past a shorter result are zeroed. When s lacks the capacity it moves to an array from a as
// Append does. Replace panics unless 0 <= i <= j <= len(s).
func Replace[S ~[]E, E any](a mem.Allocator, s S, i, j int, v ...E) S {
	_ = s[i:j] // Go's bounds check and message
	if i == j {
		return Insert(a, s, i, v...)
	}
	n := len(s)
	total := i + len(v) + (n - j)
	if total > cap(s) {
		grown := mem.AllocSlice[E](a, total, nextCap(total, cap(s)))
		copy(grown, s[:i])
		copy(grown[i:], v)
		copy(grown[i+len(v):], s[j:])
		mem.FreeSlice(a, s)
		return grown
	}
	r := s[:total]
	if i+len(v) <= j {
		// Shrinking or the same length: v fits in s[i:j], and the tail is read after.
		copy(r[i:], v)
		copy(r[i+len(v):], s[j:])
		clear(s[total:n])
		return r
	}
	if !overlaps(r[i+len(v):], v) {
		copy(r[i+len(v):], s[j:])
		copy(r[i:], v)
		return r
	}
	// v overlaps where the tail moves. Split v into its first d elements and the rest: the
	// rest goes to s[i:j], the first d after the old elements, then a rotation orders them.
	d := len(v) - (j - i)
	head, rest := v[:d], v[d:]
	switch {
	case !overlaps(head, r[i:j]):
		copy(r[i:j], rest)
		copy(r[n:], head)
	case !overlaps(rest, r[n:]):
		copy(r[n:], head)
		copy(r[i:j], rest)
	default:
		// v covers all of s[j:n]: copy v into place, then the tail from where it went.
		k := int((uintptr(unsafe.Pointer(unsafe.SliceData(s[j:]))) -
			uintptr(unsafe.Pointer(unsafe.SliceData(v)))) / unsafe.Sizeof(v[0]))
		copy(r[i:], v)
		copy(r[i+len(v):], r[i+k:i+k+(n-j)])
		return r
	}
	rotateRight(r[i:], d)
	return r
}

// Concat returns the concatenation of the slices in memory from a (nil: mem.System), which
// the caller owns. An empty result allocates nothing and is nil. Concat panics with "len out
// of range" when the total length overflows.
func Concat[S ~[]E, E any](a mem.Allocator, slices ...S) S {
	size := 0
	for _, s := range slices {
		size += len(s)
		if size < 0 {
			panic("len out of range")
		}
	}
	if size == 0 {
		return nil
	}
	out := mem.AllocSlice[E](a, size, size)
	w := 0
	for _, s := range slices {
		w += copy(out[w:], s)
	}
	return out
}

// Repeat returns count copies of x one after another, in memory from a (nil: mem.System),
// which the caller owns; an empty result allocates nothing and is nil. It panics if count is
// negative or the length overflows.
func Repeat[S ~[]E, E any](a mem.Allocator, x S, count int) S {
	if count < 0 {
		panic("cannot be negative")
	}
	const maxInt = int(^uint(0) >> 1)
	if len(x) > 0 && count > maxInt/len(x) {
		panic("the result of (len(x) * count) overflows")
	}
	size := len(x) * count
	if size == 0 {
		return nil
	}
	out := mem.AllocSlice[E](a, size, size)
	n := copy(out, x)
	for n < size {
		n += copy(out[n:], out[:n])
	}
	return out
}
