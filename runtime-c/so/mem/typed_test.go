package mem_test

import (
	"testing"
	"unsafe"

	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

type point struct{ x, y int32 }

func TestAllocFree(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	p := mem.Alloc[point](a)
	if *p != (point{}) {
		t.Fatalf("Alloc[point] = %+v, want zero", *p)
	}
	p.x, p.y = 3, 4
	if tr.Allocs() != 1 || tr.InUse() != 8 {
		t.Fatalf("after Alloc[point]: allocs %d in use %d, want 1 and 8", tr.Allocs(), tr.InUse())
	}
	mem.Free(a, p)
	mem.Free[point](a, nil)
	if tr.Frees() != 1 || tr.InUse() != 0 {
		t.Fatalf("after Free: frees %d in use %d, want 1 and 0", tr.Frees(), tr.InUse())
	}
	q, err := mem.TryAlloc[point](a)
	if err != nil || q == nil || *q != (point{}) {
		t.Fatalf("TryAlloc[point] = %v, %v", q, err)
	}
	mem.Free(a, q)
	if tr.Allocs() != 2 || tr.Frees() != 2 || tr.InUse() != 0 || tr.Bytes() != 16 {
		t.Fatalf("allocs %d frees %d in use %d bytes %d", tr.Allocs(), tr.Frees(), tr.InUse(), tr.Bytes())
	}
}

// The Try helpers return the allocator's error and allocate nothing (typed_panics_test.go: the
// others panic with it).
func TestAllocFailure(t *testing.T) {
	p, err := mem.TryAlloc[int64](mem.NoAlloc)
	if p != nil || err != mem.ErrNoAlloc {
		t.Fatalf("TryAlloc(NoAlloc) = %v, %v", p, err)
	}
	s, err := mem.TryAllocSlice[byte](mem.NoAlloc, 1, 1)
	if s != nil || err != mem.ErrNoAlloc {
		t.Fatalf("TryAllocSlice(NoAlloc) = %v, %v", s, err)
	}
	// 2^50 bytes: more than any machine has.
	big, err := mem.TryAllocSlice[[1 << 20]byte](mem.System, 1<<30, 1<<30)
	if big != nil || err != mem.ErrOutOfMemory {
		t.Fatalf("TryAllocSlice of 2^50 bytes = len %d, %v", len(big), err)
	}
	r, err := mem.TryReallocSlice[int32](mem.NoAlloc, nil, 1, 4)
	if r != nil || err != mem.ErrNoAlloc {
		t.Fatalf("TryReallocSlice(NoAlloc, nil) = %v, %v", r, err)
	}
	// Empty requests need no memory: no allocator call, no error.
	tr := mem.NewTracker(mem.NoAlloc)
	if z, err := mem.TryAllocSlice[int64](tr.Allocator(), 0, 0); z != nil || err != nil {
		t.Fatalf("TryAllocSlice(0, 0) = %v, %v", z, err)
	}
}

func TestNilAllocatorIsSystem(t *testing.T) {
	p := mem.Alloc[int](nil)
	*p = 7
	mem.Free(nil, p)
	s := mem.AllocSlice[int](nil, 2, 4)
	s = mem.ReallocSlice(nil, s, 8, 8)
	mem.FreeSlice(nil, s)
	q, err := mem.TryAlloc[int](nil)
	if err != nil || *q != 0 {
		t.Fatalf("TryAlloc(nil) = %v, %v", q, err)
	}
	mem.Free(nil, q)
	b := mem.AllocSlice[byte](nil, 3, 3)
	copy(b, "abc")
	mem.FreeString(nil, unsafe.String(&b[0], len(b)))
}

func TestAllocSlice(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	s := mem.AllocSlice[int32](a, 3, 10)
	if len(s) != 3 || cap(s) != 10 {
		t.Fatalf("AllocSlice(3, 10): len %d cap %d", len(s), cap(s))
	}
	for i, v := range s[:10] {
		if v != 0 {
			t.Fatalf("s[%d] = %d, want 0", i, v)
		}
	}
	if tr.Bytes() != 40 {
		t.Fatalf("AllocSlice[int32](3, 10) allocated %d bytes, want 40", tr.Bytes())
	}
	if z := mem.AllocSlice[int32](a, 0, 0); z != nil || tr.Allocs() != 1 {
		t.Fatalf("AllocSlice(0, 0) = %v with %d allocations, want nil and no allocation", z, tr.Allocs())
	}
	mem.FreeSlice(a, s[:1]) // the length does not matter
	mem.FreeSlice[int32](a, nil)
	if tr.Frees() != 1 || tr.InUse() != 0 {
		t.Fatalf("after FreeSlice: frees %d in use %d", tr.Frees(), tr.InUse())
	}
	u, err := mem.TryAllocSlice[uint64](a, 2, 5)
	if err != nil || len(u) != 2 || cap(u) != 5 || u[:5][4] != 0 || tr.InUse() != 40 {
		t.Fatalf("TryAllocSlice(2, 5): len %d cap %d, %v, in use %d", len(u), cap(u), err, tr.InUse())
	}
	mem.FreeSlice(a, u)
	if tr.InUse() != 0 {
		t.Fatalf("in use %d", tr.InUse())
	}
}

func TestReallocSlice(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	s := mem.AllocSlice[uint16](a, 4, 4)
	copy(s, []uint16{1, 2, 3, 4})
	s = mem.ReallocSlice(a, s, 6, 100)
	if len(s) != 6 || cap(s) != 100 || s[0] != 1 || s[3] != 4 || s[4] != 0 || s[:100][99] != 0 {
		t.Fatalf("grown: len %d cap %d %v", len(s), cap(s), s[:6])
	}
	s = mem.ReallocSlice(a, s, 2, 3)
	if len(s) != 2 || cap(s) != 3 || s[0] != 1 || s[1] != 2 || s[:3][2] != 3 {
		t.Fatalf("shrunk: len %d cap %d %v", len(s), cap(s), s[:3])
	}
	if tr.Allocs() != 1 || tr.Reallocs() != 2 || tr.InUse() != 6 || tr.Bytes() != 200 {
		t.Fatalf("allocs %d reallocs %d in use %d bytes %d, want 1, 2, 6, 200",
			tr.Allocs(), tr.Reallocs(), tr.InUse(), tr.Bytes())
	}
	if s = mem.ReallocSlice(a, s, 0, 0); s != nil || tr.InUse() != 0 || tr.Frees() != 1 {
		t.Fatalf("ReallocSlice to 0: %v, in use %d, frees %d", s, tr.InUse(), tr.Frees())
	}
	s = mem.ReallocSlice[uint16](a, nil, 1, 2) // from nothing: an allocation
	if len(s) != 1 || cap(s) != 2 || tr.Allocs() != 2 {
		t.Fatalf("ReallocSlice(nil, 1, 2): len %d cap %d allocs %d", len(s), cap(s), tr.Allocs())
	}
	s, err := mem.TryReallocSlice(a, s, 2, 8)
	if err != nil || len(s) != 2 || cap(s) != 8 || tr.Reallocs() != 3 {
		t.Fatalf("TryReallocSlice(2, 8): len %d cap %d, %v", len(s), cap(s), err)
	}
	mem.FreeSlice(a, s)

	// A failed Realloc leaves the slice as it was and returns the allocator's error.
	buf := make([]byte, 64)
	arena := mem.NewArena(buf)
	aa := arena.Allocator()
	s = mem.AllocSlice[uint16](aa, 2, 2)
	s[0], s[1] = 7, 8
	r, err := mem.TryReallocSlice(aa, s, 2, 1000)
	if r != nil || err != mem.ErrOutOfMemory || s[0] != 7 || s[1] != 8 {
		t.Fatalf("TryReallocSlice past the arena = %v, %v; s = %v", r, err, s)
	}
}

// Values without pointers live in the allocator's block: from an arena, inside its buffer.
func TestPointerFreeValuesLiveInTheBlock(t *testing.T) {
	buf := make([]byte, 64)
	arena := mem.NewArena(buf)
	a := arena.Allocator()
	p := mem.Alloc[[3]int64](a)
	s := mem.AllocSlice[int32](a, 2, 2)
	lo, hi := uintptr(unsafe.Pointer(&buf[0])), uintptr(unsafe.Pointer(&buf[63]))
	for _, q := range []uintptr{uintptr(unsafe.Pointer(p)), uintptr(unsafe.Pointer(&s[0]))} {
		if q < lo || q > hi {
			t.Fatalf("a block at %#x is outside the arena's buffer [%#x, %#x]", q, lo, hi)
		}
	}
	p[2] = -1
	if buf[16] != 0xff {
		t.Fatalf("writing through the pointer did not write the buffer")
	}
	if arena.Used() != 32 {
		t.Fatalf("used %d, want 32", arena.Used())
	}
}

func TestFreeString(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	b := mem.AllocSlice[byte](a, 5, 5)
	copy(b, "hello")
	s := unsafe.String(&b[0], len(b))
	mem.FreeString(a, s)
	mem.FreeString(a, "")
	if tr.Frees() != 1 || tr.InUse() != 0 {
		t.Fatalf("frees %d in use %d, want 1 and 0", tr.Frees(), tr.InUse())
	}
}

// node holds pointers (to other nodes, and a slice of them).
type node struct {
	value *int
	next  *node
	kids  []*node
}

const trackerWorkers, trackerRounds = 8, 2000

// allocate is a thread of TestTrackerConcurrent.
func allocate(arg any) any {
	a := *arg.(*mem.Allocator)
	for i := range trackerRounds {
		p := mem.Alloc[node](a)
		p.next = p
		s := mem.AllocSlice[int64](a, 1, 2)
		s = mem.ReallocSlice(a, s, 3, 4)
		s[2] = int64(i)
		mem.FreeSlice(a, s)
		mem.Free(a, p)
	}
	return nil
}

// Many threads allocating and freeing through one Tracker: the counts stay exact.
func TestTrackerConcurrent(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	var threads [trackerWorkers]conc.Thread
	for i := range threads {
		threads[i] = conc.Go(allocate, &a)
	}
	for _, th := range threads {
		th.Wait()
	}
	const n = trackerWorkers * trackerRounds
	if tr.Allocs() != 2*n || tr.Reallocs() != n || tr.Frees() != 2*n || tr.InUse() != 0 {
		t.Fatalf("allocs %d reallocs %d frees %d in use %d", tr.Allocs(), tr.Reallocs(),
			tr.Frees(), tr.InUse())
	}
	nodeSize := int(unsafe.Sizeof(node{}))
	if want := n * (nodeSize + 16 + 16); tr.Bytes() != want {
		t.Fatalf("bytes %d, want %d", tr.Bytes(), want)
	}
}
