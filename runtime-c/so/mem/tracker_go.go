//go:build !solod

package mem

import "sync/atomic"

// Tracker wraps another allocator and counts what goes through it, so a test can check that
// nothing leaked. The counters are updated atomically: a Tracker is as safe for concurrent use
// as the allocator it wraps. A Realloc of nil (an Alloc for the inner allocator) counts as a
// Realloc whose growth is its new size.
type Tracker struct {
	inner    Allocator
	allocs   atomic.Int64 // successful Alloc calls
	reallocs atomic.Int64 // successful Realloc calls
	frees    atomic.Int64 // Free calls with a non-nil pointer
	bytes    atomic.Int64 // bytes ever allocated: Alloc sizes and Realloc growth
	inUse    atomic.Int64 // bytes currently allocated
}

// NewTracker makes a Tracker over inner (nil: System).
func NewTracker(inner Allocator) Tracker {
	if inner == nil {
		inner = System
	}
	return Tracker{inner: inner}
}

// Allocator returns the allocator that counts into t (which must outlive it) and forwards to
// the inner allocator.
func (t *Tracker) Allocator() Allocator {
	return trackerAlloc{t}
}

// Allocs is the number of successful Alloc calls.
func (t *Tracker) Allocs() int { return int(t.allocs.Load()) }

// Reallocs is the number of successful Realloc calls.
func (t *Tracker) Reallocs() int { return int(t.reallocs.Load()) }

// Frees is the number of Free calls with a non-nil pointer.
func (t *Tracker) Frees() int { return int(t.frees.Load()) }

// Bytes is the number of bytes ever allocated: Alloc sizes plus Realloc growth.
func (t *Tracker) Bytes() int { return int(t.bytes.Load()) }

// InUse is the number of bytes currently allocated.
func (t *Tracker) InUse() int { return int(t.inUse.Load()) }

type trackerAlloc struct{ t *Tracker }

// shadowTable is the inner allocator's: the blocks are the inner allocator's.
func (x trackerAlloc) shadowTable() *shadowTable { return shadowsOf(x.t.inner) }

func (x trackerAlloc) Alloc(size, align int) (any, error) {
	t := x.t
	p, err := t.inner.Alloc(size, align)
	if err == nil {
		t.allocs.Add(1)
		t.bytes.Add(int64(size))
		t.inUse.Add(int64(size))
	}
	return p, err
}

func (x trackerAlloc) Realloc(ptr any, oldSize, newSize, align int) (any, error) {
	t := x.t
	p, err := t.inner.Realloc(ptr, oldSize, newSize, align)
	if err == nil {
		if addr(ptr) == nil {
			oldSize = 0
		}
		t.reallocs.Add(1)
		if newSize > oldSize {
			t.bytes.Add(int64(newSize - oldSize))
		}
		t.inUse.Add(int64(newSize - oldSize))
	}
	return p, err
}

func (x trackerAlloc) Free(ptr any, size, align int) {
	t := x.t
	t.inner.Free(ptr, size, align)
	if addr(ptr) != nil {
		t.frees.Add(1)
		t.inUse.Add(-int64(size))
	}
}
