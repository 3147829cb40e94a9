//go:build solod

package mem

import (
	"unsafe"

	"solod.dev/so/internal/memc"
)

//so:include "so/mem/mem.h"

// Allocator hands out memory. Sizes and alignments are in bytes, align is a power of two. Alloc
// returns zeroed memory, as an any holding an unsafe.Pointer (nil on error); Realloc keeps the
// first min(oldSize, newSize) bytes and zeroes the rest, and a Realloc of nil is an Alloc;
// Free of nil does nothing. Free and Realloc accept an any holding an unsafe.Pointer, nil or any
// pointer type.
//
// Under solod the C runtime's allocators (System, NoAlloc, an Arena's, a Tracker's) are So
// values over the C mem_Allocator, and any other implementation reaches the C runtime
// (NewTracker, conc.NewChan, conc.NewPool) through a bridge whose C methods call it (package
// so/internal/memc).
type Allocator interface {
	Alloc(size, align int) (any, error)
	Realloc(ptr any, oldSize, newSize, align int) (any, error)
	Free(ptr any, size, align int)
}

// System is the heap (C's mem_System): zeroed memory, safe from any thread.
var System Allocator = memc.CAlloc{C: memc.System()}

// NoAlloc fails every Alloc and Realloc with ErrNoAlloc; its Free does nothing.
var NoAlloc Allocator = memc.CAlloc{C: memc.NoAlloc()}

// ErrOutOfMemory is returned when an allocator has no memory for a request, or the request is
// impossible (a negative size, an alignment that is not a power of two).
var ErrOutOfMemory = memc.ErrOutOfMemory

// ErrNoAlloc is returned by NoAlloc.
var ErrNoAlloc = memc.ErrNoAlloc

// Arena is bump allocation from a caller's buffer (C's mem_Arena). Its allocator points to it:
// do not copy an Arena after calling Allocator.
//
//so:extern mem_Arena
type Arena struct {
	buf    unsafe.Pointer `c:"buf"`
	len    int64          `c:"len"`
	offset int64          `c:"offset"`
}

//so:extern mem_NewArena
func newArena(buf []byte, n int) Arena { return Arena{} }

//so:extern mem_Arena_Allocator
func arenaAllocator(a *Arena) memc.C { return memc.C{} }

// NewArena makes an arena over buf; the buffer stays the caller's and must outlive the arena.
func NewArena(buf []byte) Arena {
	return newArena(buf, len(buf))
}

// Allocator returns the allocator that allocates from a.
func (a *Arena) Allocator() Allocator { return memc.CAlloc{C: arenaAllocator(a)} }

// Reset forgets every allocation; the whole buffer is available again.
//
//so:extern
func (a *Arena) Reset() {}

// Used returns how many bytes of the buffer are in use (alignment padding included).
//
//so:extern
func (a *Arena) Used() int { return 0 }

// tracker is C's mem_Tracker.
//
//so:extern mem_Tracker
type tracker struct {
	inner    memc.C `c:"inner"`
	allocs   int64  `c:"allocs"`
	reallocs int64  `c:"reallocs"`
	frees    int64  `c:"frees"`
	bytes    int64  `c:"bytes"`
	inUse    int64  `c:"in_use"`
}

// Tracker counts what goes through another allocator (C's mem_Tracker, which counts
// atomically). Its allocator points to it: do not copy a Tracker after calling Allocator.
type Tracker struct {
	c tracker
	// inner is the So allocator the C tracker calls, through a bridge to this field when it is
	// not one of the C runtime's.
	inner Allocator
}

//so:extern mem_NewTracker
func newTracker(inner memc.C) tracker { return tracker{} }

//so:extern mem_Tracker_Allocator
func trackerAllocator(t *tracker) memc.C { return memc.C{} }

//so:extern mem_Tracker_Allocs
func trackerAllocs(t *tracker) int { return 0 }

//so:extern mem_Tracker_Reallocs
func trackerReallocs(t *tracker) int { return 0 }

//so:extern mem_Tracker_Frees
func trackerFrees(t *tracker) int { return 0 }

//so:extern mem_Tracker_Bytes
func trackerBytes(t *tracker) int { return 0 }

//so:extern mem_Tracker_InUse
func trackerInUse(t *tracker) int { return 0 }

// NewTracker makes a tracker over inner (nil: System).
func NewTracker(inner Allocator) Tracker {
	if inner == nil {
		inner = System
	}
	// The C face of a C runtime allocator (System, an Arena's, another Tracker's) is the same
	// wherever the Tracker is, so it is set now and Allocator never writes it. A So
	// implementation's face is a bridge to t.inner, set by Allocator once the Tracker has its
	// place.
	if c, ok := inner.(memc.CAlloc); ok {
		return Tracker{c: newTracker(c.C), inner: inner}
	}
	return Tracker{c: newTracker(memc.System()), inner: inner}
}

// Allocator returns the allocator that counts and passes every call to the inner allocator.
func (t *Tracker) Allocator() Allocator {
	// Written only when it changes (the first call with a So inner allocator, or after the
	// Tracker moved), so threads may call Allocator on a shared Tracker, as they may in Go.
	if inner := memc.ToC(unsafe.Pointer(&t.inner)); t.c.inner != inner {
		t.c.inner = inner
	}
	return memc.CAlloc{C: trackerAllocator(&t.c)}
}

// Allocs returns the number of successful Alloc calls.
func (t *Tracker) Allocs() int { return trackerAllocs(&t.c) }

// Reallocs returns the number of successful Realloc calls.
func (t *Tracker) Reallocs() int { return trackerReallocs(&t.c) }

// Frees returns the number of Free calls with a non-nil pointer.
func (t *Tracker) Frees() int { return trackerFrees(&t.c) }

// Bytes returns the bytes ever allocated: Alloc sizes and Realloc growth.
func (t *Tracker) Bytes() int { return trackerBytes(&t.c) }

// InUse returns the bytes currently allocated.
func (t *Tracker) InUse() int { return trackerInUse(&t.c) }
