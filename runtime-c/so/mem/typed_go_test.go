//go:build !solod

// What needs Go's runtime or recover: the helpers' panics (So cannot recover one) and the
// collector's view of pointers stored in allocated values (So has no collector). typed_test.go
// holds the tests solod test runs too.

package mem_test

import (
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"testing"

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

// Alloc, AllocSlice and ReallocSlice panic with the allocator's error.
func TestAllocFailurePanics(t *testing.T) {
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
	arena := mem.NewArena(make([]byte, 64))
	aa := arena.Allocator()
	s := mem.AllocSlice[uint16](aa, 2, 2)
	if got := panicMsg(func() { mem.ReallocSlice(aa, s, 2, 1000) }); got != "mem: out of memory" {
		t.Fatalf("ReallocSlice past the arena panicked with %q", got)
	}
}

// Impossible lengths and capacities panic, whatever the allocator.
func TestSliceArgumentPanics(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	s := mem.AllocSlice[int64](a, 1, 1)
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
	mem.FreeSlice(a, s)
}

func TestFreeOfANonPointer(t *testing.T) {
	defer func() {
		if r := recover(); fmt.Sprint(r) != "mem: int is not a pointer" {
			t.Fatalf("Free(42) panicked with %v", r)
		}
	}()
	mem.System.Free(42, 1, 1)
}

// gcNode holds pointers to Go's heap (a string made at run time and a *int) and to other nodes.
type gcNode struct {
	name  string
	value *int
	next  *gcNode
	kids  []*gcNode
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
		var head *gcNode
		for i := range n {
			nd := mem.Alloc[gcNode](a)
			nd.name = "node-" + strconv.Itoa(i)
			v := i * 3
			nd.value = &v
			nd.next = head
			nd.kids = mem.AllocSlice[*gcNode](a, 0, 1)
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
