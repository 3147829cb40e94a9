package mem_test

import (
	"testing"
	"unsafe"

	"solod.dev/so/errors"
	"solod.dev/so/mem"
)

// budget is an Allocator written in So: it passes each call to System while its budget of
// bytes lasts, then fails with its own error. The typed helpers reach it through the
// interface (they call a C runtime allocator directly), and must hand back its error as it is.
type budget struct {
	left                    int
	allocs, reallocs, frees int
}

var errBudget = errors.New("budget spent")

func (b *budget) Alloc(size, align int) (any, error) {
	if size > b.left {
		return nil, errBudget
	}
	p, err := mem.System.Alloc(size, align)
	if err == nil {
		b.left -= size
		b.allocs++
	}
	return p, err
}

func (b *budget) Realloc(ptr any, oldSize, newSize, align int) (any, error) {
	if newSize-oldSize > b.left {
		return nil, errBudget
	}
	p, err := mem.System.Realloc(ptr, oldSize, newSize, align)
	if err == nil {
		b.left -= newSize - oldSize
		b.reallocs++
	}
	return p, err
}

func (b *budget) Free(ptr any, size, align int) {
	mem.System.Free(ptr, size, align)
	b.left += size
	b.frees++
}

func TestSoAllocator(t *testing.T) {
	b := &budget{left: 100}
	var a mem.Allocator = b
	s := mem.AllocSlice[int32](a, 3, 10) // 40 bytes
	p := mem.Alloc[point](a)             // 8 bytes
	if len(s) != 3 || cap(s) != 10 || s[:10][9] != 0 || p.x != 0 || p.y != 0 {
		t.Fatalf("AllocSlice: len %d cap %d; Alloc: %v", len(s), cap(s), *p)
	}
	s[0], p.y = 5, 6
	if b.allocs != 2 || b.left != 52 {
		t.Fatalf("allocs %d, left %d; want 2, 52", b.allocs, b.left)
	}

	// Failures give the allocator's own error, and nothing is allocated.
	if z, err := mem.TryAllocSlice[byte](a, 60, 60); z != nil || err != errBudget {
		t.Fatalf("TryAllocSlice past the budget = %v, %v", z, err)
	}
	if q, err := mem.TryAlloc[[64]byte](a); q != nil || err != errBudget {
		t.Fatalf("TryAlloc past the budget = %v, %v", q, err)
	}
	if r, err := mem.TryReallocSlice(a, s, 3, 40); r != nil || err != errBudget || s[0] != 5 {
		t.Fatalf("TryReallocSlice past the budget = %v, %v; s[0] = %d", r, err, s[0])
	}

	s = mem.ReallocSlice(a, s, 4, 12) // 8 bytes more
	if len(s) != 4 || cap(s) != 12 || s[0] != 5 || s[3] != 0 || b.reallocs != 1 || b.left != 44 {
		t.Fatalf("ReallocSlice: len %d cap %d %v; reallocs %d left %d", len(s), cap(s), s,
			b.reallocs, b.left)
	}
	bs := mem.AllocSlice[byte](a, 4, 4)
	copy(bs, "abcd")
	str := unsafe.String(unsafe.SliceData(bs), len(bs))
	mem.FreeString(a, str)
	mem.FreeSlice(a, s)
	mem.Free(a, p)
	if b.frees != 3 || b.left != 100 {
		t.Fatalf("frees %d, left %d; want 3, 100", b.frees, b.left)
	}
}
