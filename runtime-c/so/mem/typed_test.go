package mem_test

import (
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"sync"
	"testing"
	"unsafe"

	"solod.dev/so/mem"
)

// panicMsg runs f and returns what it panicked with, or "no panic".
func panicMsg(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprint(r)
		}
	}()
	f()
	return "no panic"
}

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
}

func TestAllocFailure(t *testing.T) {
	p, err := mem.TryAlloc[int64](mem.NoAlloc)
	if p != nil || err != mem.ErrNoAlloc {
		t.Fatalf("TryAlloc(NoAlloc) = %v, %v", p, err)
	}
	var got error
	func() {
		defer func() { got, _ = recover().(error) }()
		mem.Alloc[int64](mem.NoAlloc)
	}()
	if !errors.Is(got, mem.ErrNoAlloc) {
		t.Fatalf("Alloc(NoAlloc) panicked with %v, want ErrNoAlloc", got)
	}
	if msg := panicMsg(func() { mem.AllocSlice[byte](mem.NoAlloc, 1, 1) }); msg != "mem: allocation not allowed" {
		t.Fatalf("AllocSlice(NoAlloc) panicked with %q", msg)
	}
	if msg := panicMsg(func() { mem.AllocSlice[[1 << 20]byte](mem.System, 1<<30, 1<<30) }); msg != "mem: out of memory" {
		t.Fatalf("AllocSlice of 2^50 bytes panicked with %q", msg)
	}
}

func TestNilAllocatorIsSystem(t *testing.T) {
	p := mem.Alloc[int](nil)
	*p = 7
	mem.Free(nil, p)
	s := mem.AllocSlice[int](nil, 2, 4)
	s = mem.ReallocSlice(nil, s, 8, 8)
	mem.FreeSlice(nil, s)
	mem.FreeString(nil, "abc")
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
	for _, c := range []struct {
		len, cap int
		want     string
	}{
		{-1, 1, "mem: negative length"},
		{0, -1, "mem: negative capacity"},
		{2, 1, "mem: length exceeds capacity"},
		{0, 1 << 62, "mem: capacity overflow"},
	} {
		if got := panicMsg(func() { mem.AllocSlice[int64](a, c.len, c.cap) }); got != c.want {
			t.Errorf("AllocSlice(%d, %d) panicked with %q, want %q", c.len, c.cap, got, c.want)
		}
		if got := panicMsg(func() { mem.ReallocSlice(a, s, c.len, c.cap) }); got != c.want {
			t.Errorf("ReallocSlice(%d, %d) panicked with %q, want %q", c.len, c.cap, got, c.want)
		}
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
	mem.FreeSlice(a, s)

	// A failed Realloc leaves the slice as it was and panics with the allocator's error.
	buf := make([]byte, 64)
	arena := mem.NewArena(buf)
	aa := arena.Allocator()
	s = mem.AllocSlice[uint16](aa, 2, 2)
	s[0], s[1] = 7, 8
	r, err := mem.TryReallocSlice(aa, s, 2, 1000)
	if r != nil || err != mem.ErrOutOfMemory || s[0] != 7 || s[1] != 8 {
		t.Fatalf("TryReallocSlice past the arena = %v, %v; s = %v", r, err, s)
	}
	if got := panicMsg(func() { mem.ReallocSlice(aa, s, 2, 1000) }); got != "mem: out of memory" {
		t.Fatalf("ReallocSlice past the arena panicked with %q", got)
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

// node holds pointers to Go's heap (a string made at run time and a *int) and to other nodes.
type node struct {
	name  string
	value *int
	next  *node
	kids  []*node
}

// The garbage collector must see the pointers stored in values that come from an allocator:
// nothing but the list refers to the strings, ints and nodes here, and after collections (and
// fresh allocations that would reuse freed memory) every one must still be intact.
func TestPointersInAllocatedValuesSurviveCollection(t *testing.T) {
	buf := make([]byte, 1<<18)
	arena := mem.NewArena(buf)
	tr := mem.NewTracker(mem.System)
	for _, a := range []mem.Allocator{tr.Allocator(), arena.Allocator()} {
		const n = 2000
		var head *node
		for i := range n {
			nd := mem.Alloc[node](a)
			nd.name = "node-" + strconv.Itoa(i)
			v := i * 3
			nd.value = &v
			nd.next = head
			nd.kids = mem.AllocSlice[*node](a, 0, 1)
			head = nd
		}
		for range 3 {
			runtime.GC()
			garbage := make([][]byte, 0, 1000)
			for range 1000 {
				garbage = append(garbage, make([]byte, 64))
			}
			_ = garbage
		}
		i := n - 1
		for nd := head; nd != nil; nd = nd.next {
			if nd.name != "node-"+strconv.Itoa(i) || *nd.value != i*3 {
				t.Fatalf("node %d holds %q and %d after collections", i, nd.name, *nd.value)
			}
			i--
		}
		for nd := head; nd != nil; {
			next := nd.next
			mem.FreeSlice(a, nd.kids)
			mem.Free(a, nd)
			nd = next
		}
	}
	if tr.Allocs() != 4000 || tr.Frees() != 4000 || tr.InUse() != 0 {
		t.Fatalf("tracker: allocs %d frees %d in use %d", tr.Allocs(), tr.Frees(), tr.InUse())
	}
	if arena.Used() != 0 {
		// Freed in reverse order of allocation, every block was the most recent one.
		t.Fatalf("arena: used %d after freeing everything", arena.Used())
	}
}

// ReallocSlice of pointers keeps them visible to the collector and gives the allocator back
// its own block.
func TestReallocSliceOfPointers(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	s := mem.AllocSlice[*string](a, 0, 1)
	for i := range 100 {
		if len(s) == cap(s) {
			s = mem.ReallocSlice(a, s, len(s), 2*cap(s))
		}
		str := strconv.Itoa(i)
		s = append(s, &str)
	}
	runtime.GC()
	for i, p := range s {
		if *p != strconv.Itoa(i) {
			t.Fatalf("s[%d] = %q", i, *p)
		}
	}
	mem.FreeSlice(a, s)
	if tr.InUse() != 0 || tr.Frees() != 1 || tr.Reallocs() != 7 {
		t.Fatalf("in use %d frees %d reallocs %d, want 0, 1, 7", tr.InUse(), tr.Frees(), tr.Reallocs())
	}
}

// Many threads allocating and freeing through one Tracker: the counts stay exact.
func TestTrackerConcurrent(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	var wg sync.WaitGroup
	const workers, rounds = 8, 2000
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range rounds {
				p := mem.Alloc[node](a)
				p.name = strconv.Itoa(w)
				s := mem.AllocSlice[int64](a, 1, 2)
				s = mem.ReallocSlice(a, s, 3, 4)
				s[2] = int64(i)
				mem.FreeSlice(a, s)
				mem.Free(a, p)
			}
		}()
	}
	wg.Wait()
	const n = workers * rounds
	if tr.Allocs() != 2*n || tr.Reallocs() != n || tr.Frees() != 2*n || tr.InUse() != 0 {
		t.Fatalf("allocs %d reallocs %d frees %d in use %d", tr.Allocs(), tr.Reallocs(),
			tr.Frees(), tr.InUse())
	}
	nodeSize := int(unsafe.Sizeof(node{}))
	if want := n * (nodeSize + 16 + 16); tr.Bytes() != want {
		t.Fatalf("bytes %d, want %d", tr.Bytes(), want)
	}
}
