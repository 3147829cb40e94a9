// so/mem from So: System, NoAlloc, an Arena over a caller's buffer, a Tracker over System and
// over a user-defined Allocator, every generic helper (Alloc, TryAlloc, Free, AllocSlice,
// TryAllocSlice, ReallocSlice, TryReallocSlice, FreeSlice, FreeString), the raw Allocator
// methods, the nil allocator (System), and the errors compared with ==.
package main

import (
	"unsafe"

	"solod.dev/so/mem"
)

type point struct{ x, y int32 }

type node struct {
	val  int
	next *node
}

// counting is a user-defined Allocator: it counts the calls and takes its memory from System.
type counting struct {
	allocs, reallocs, frees int
}

func (c *counting) Alloc(size, align int) (any, error) {
	c.allocs++
	return mem.System.Alloc(size, align)
}

func (c *counting) Realloc(ptr any, oldSize, newSize, align int) (any, error) {
	c.reallocs++
	return mem.System.Realloc(ptr, oldSize, newSize, align)
}

func (c *counting) Free(ptr any, size, align int) {
	c.frees++
	mem.System.Free(ptr, size, align)
}

func system() {
	p := mem.Alloc[point](mem.System)
	println("zeroed:", p.x, p.y)
	p.x, p.y = 3, 4
	println("point:", p.x, p.y)
	mem.Free(mem.System, p)
	mem.Free[point](mem.System, nil)

	n, err := mem.TryAlloc[node](nil)
	println("nil allocator:", err == nil, n.val, n.next == nil)
	n.next = mem.Alloc[node](nil)
	n.next.val = 7
	println("list:", n.val, n.next.val)
	mem.Free(nil, n.next)
	mem.Free(nil, n)

	s := mem.AllocSlice[int](mem.System, 3, 5)
	println("slice:", len(s), cap(s), s[0], s[2])
	for i := range s {
		s[i] = i * 10
	}
	s = append(s, 30, 40)
	s = mem.ReallocSlice(mem.System, s, 6, 8)
	println("grown:", len(s), cap(s), s[4], s[5])
	s = mem.ReallocSlice(mem.System, s, 2, 2)
	println("shrunk:", len(s), cap(s), s[0], s[1])
	s = mem.ReallocSlice(mem.System, s, 0, 0)
	println("freed by realloc:", s == nil)
	t, err := mem.TryReallocSlice[int](mem.System, nil, 1, 4)
	println("realloc of nil:", err == nil, len(t), cap(t))
	mem.FreeSlice(mem.System, t)
	none := mem.AllocSlice[byte](mem.System, 0, 0)
	println("cap 0:", none == nil)
	mem.FreeSlice(mem.System, none)

	b := mem.AllocSlice[byte](mem.System, 5, 5)
	copy(b, "hello")
	str := unsafe.String(unsafe.SliceData(b), len(b))
	println("string:", str)
	mem.FreeString(mem.System, str)
	mem.FreeString(mem.System, "")

	raw, err := mem.System.Alloc(16, 8)
	println("raw:", err == nil, raw != nil)
	raw, err = mem.System.Realloc(raw, 16, 32, 8)
	println("raw realloc:", err == nil)
	mem.System.Free(raw, 32, 8)
	_, err = mem.System.Alloc(-1, 8)
	println("negative size:", err == mem.ErrOutOfMemory)
	_, err = mem.System.Alloc(8, 3)
	println("bad align:", err == mem.ErrOutOfMemory)
}

func noAlloc() {
	_, err := mem.TryAlloc[point](mem.NoAlloc)
	println("NoAlloc:", err == mem.ErrNoAlloc, err != mem.ErrOutOfMemory, err.Error())
	_, err = mem.TryAllocSlice[int](mem.NoAlloc, 1, 1)
	println("NoAlloc slice:", err == mem.ErrNoAlloc)
	_, err = mem.NoAlloc.Realloc(nil, 0, 8, 8)
	println("NoAlloc realloc:", err == mem.ErrNoAlloc)
	mem.NoAlloc.Free(nil, 0, 1)
	println(mem.ErrOutOfMemory.Error())
}

func arena() {
	buf := make([]byte, 64)
	ar := mem.NewArena(buf)
	a := ar.Allocator()
	println("arena used:", ar.Used())
	p := mem.Alloc[point](a)
	p.x = 9
	println("after point:", ar.Used())
	b := mem.AllocSlice[byte](a, 3, 3)
	println("after bytes:", ar.Used())
	q := mem.Alloc[int64](a)
	println("after aligned int64:", ar.Used(), *q)
	mem.Free(a, q)
	println("freed the last:", ar.Used())
	b2 := mem.ReallocSlice(a, b, 3, 6)
	println("realloc copies:", ar.Used(), len(b2))
	_, err := mem.TryAllocSlice[byte](a, 100, 100)
	println("full:", err == mem.ErrOutOfMemory, ar.Used())
	ar.Reset()
	println("reset:", ar.Used())
	r := mem.AllocSlice[byte](a, 64, 64)
	println("whole buffer:", len(r), ar.Used())
}

func tracker() {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	p := mem.Alloc[point](a)
	s := mem.AllocSlice[int](a, 2, 4)
	s = mem.ReallocSlice(a, s, 8, 8)
	println("tracker:", tr.Allocs(), tr.Reallocs(), tr.Frees(), tr.Bytes(), tr.InUse())
	mem.Free(a, p)
	mem.FreeSlice(a, s)
	println("tracker freed:", tr.Allocs(), tr.Reallocs(), tr.Frees(), tr.Bytes(), tr.InUse())
	tn := mem.NewTracker(mem.NoAlloc)
	_, err := tn.Allocator().Alloc(8, 8)
	println("tracker over NoAlloc:", err == mem.ErrNoAlloc)
}

func userAllocator() {
	c := &counting{}
	var a mem.Allocator = c
	p := mem.Alloc[node](a)
	s := mem.AllocSlice[int](a, 1, 2)
	s = mem.ReallocSlice(a, s, 4, 4)
	mem.FreeSlice(a, s)
	mem.Free(a, p)
	println("user:", c.allocs, c.reallocs, c.frees)

	// A Tracker over the user's allocator: the C tracker calls it back.
	tr := mem.NewTracker(c)
	ta := tr.Allocator()
	q := mem.Alloc[point](ta)
	t := mem.AllocSlice[byte](ta, 8, 8)
	t = mem.ReallocSlice(ta, t, 16, 16)
	mem.FreeSlice(ta, t)
	mem.Free(ta, q)
	println("tracked user:", tr.Allocs(), tr.Reallocs(), tr.Frees(), tr.Bytes(), tr.InUse())
	println("user after:", c.allocs, c.reallocs, c.frees)
}

func main() {
	system()
	noAlloc()
	arena()
	tracker()
	userAllocator()
}
