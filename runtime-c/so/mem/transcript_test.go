package mem_test

import (
	"testing"
	"unsafe"

	"solod.dev/so/conc"
	"solod.dev/so/fmt"
	"solod.dev/so/mem"
	"solod.dev/so/strings"
)

// The scenarios of the C runtime's conformance tests (runtime-c/tests/conformance/mem_*.c),
// replayed through the Go implementation. The expected transcripts are what the C runtime
// prints (runtime-rs/tests/snapshots/mem_*.snap): Go and C must agree line for line.

// checkTranscript compares got with want line by line and frees got.
func checkTranscript(t *testing.T, got *strings.Builder, want string) {
	t.Helper()
	defer got.Free()
	g := strings.Split(mem.System, strings.TrimSpace(got.String()), "\n")
	defer mem.FreeSlice(mem.System, g)
	w := strings.Split(mem.System, strings.TrimSpace(want), "\n")
	defer mem.FreeSlice(mem.System, w)
	for i := 0; i < max(len(g), len(w)); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			t.Errorf("line %d:\n got: %q\nwant: %q", i+1, gl, wl)
		}
	}
}

func yes(v bool) string {
	if v {
		return "yes"
	}
	return "no"
}

func bytesAt(p any, n int) []byte {
	if n == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(p.(unsafe.Pointer)), n)
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// errCode is the C face of an error: 0, 1 (ErrOutOfMemory) or 2 (ErrNoAlloc).
func errCode(err error) int {
	switch err {
	case nil:
		return 0
	case mem.ErrOutOfMemory:
		return 1
	case mem.ErrNoAlloc:
		return 2
	}
	return -1
}

const arenaTranscript = `
new arena: used 0
Alloc(1, 1): at 0, zeroed=yes, used 1
Alloc(8, 8): at 8, zeroed=yes, used 16
Alloc(4, 4): at 16, zeroed=yes, used 20
Alloc(16, 64): at 64, zeroed=yes, used 80
Free(at 64, 16): used 64
Free(at 0, 1): used 64
Alloc(10, 2): at 64, zeroed=yes, used 74
Realloc(10 -> 50): at 64 (in place), used 114
  kept yes, grown part zeroed yes
Realloc(50 -> 20): at 64 (in place), used 84
  kept yes
Alloc(4, 4): at 84, zeroed=yes, used 88
Realloc(20 -> 30): at 88 (moved), used 118
  kept yes, grown part zeroed yes
Alloc(1000, 1): err=1 (mem: out of memory), used 118
Realloc(30 -> 1000): err=1 (mem: out of memory), used 118
  most recent block unchanged: yes
Alloc(138, 1): at 118, zeroed=yes, used 256
Alloc(1, 1): err=1 (mem: out of memory), used 256
Alloc(0, 1): at 256, zeroed=yes, used 256
Reset: used 0
Alloc(256, 64): at 0, zeroed=yes, used 256
Alloc(8, 3): err=1 (mem: out of memory), used 0
Alloc(-1, 1): err=1 (mem: out of memory), used 0
Realloc(0 -> 12): at 0 (moved), used 12
  zeroed yes
AllocSlice[int64](4, 4): err=0 at 0 used 32
FreeSlice: used 0
empty arena Alloc(1): err=1 (mem: out of memory), used 0
`

func TestArenaTranscript(t *testing.T) {
	var out strings.Builder
	pf := func(format string, args ...any) { fmt.Fprintf(&out, format+"\n", args...) }

	// A 256-byte buffer at a 64-byte boundary, with spare capacity after it, as the C
	// scenario's static buffer has memory after it.
	raw := make([]byte, 256+64+64)
	start := (64 - int(uintptr(unsafe.Pointer(&raw[0]))&63)) & 63
	buf := raw[start : start+256]
	base := uintptr(unsafe.Pointer(&buf[0]))
	off := func(p any) int { return int(uintptr(p.(unsafe.Pointer)) - base) }
	for i := range buf {
		buf[i] = 0xAA // dirty: Alloc must zero
	}
	arena := mem.NewArena(buf)
	al := arena.Allocator()
	pf("new arena: used %d", arena.Used())

	alloc := func(size, align int) any {
		p, err := al.Alloc(size, align)
		if err != nil {
			pf("Alloc(%d, %d): err=%d (%v), used %d", size, align, errCode(err), err, arena.Used())
			return nil
		}
		pf("Alloc(%d, %d): at %d, zeroed=%s, used %d", size, align, off(p),
			yes(allZero(bytesAt(p, size))), arena.Used())
		return p
	}
	realloc := func(p any, oldSize, newSize, align int) any {
		q, err := al.Realloc(p, oldSize, newSize, align)
		if err != nil {
			pf("Realloc(%d -> %d): err=%d (%v), used %d", oldSize, newSize, errCode(err), err,
				arena.Used())
			return nil
		}
		how := "moved"
		if p != nil && q.(unsafe.Pointer) == p.(unsafe.Pointer) {
			how = "in place"
		}
		pf("Realloc(%d -> %d): at %d (%s), used %d", oldSize, newSize, off(q), how, arena.Used())
		return q
	}
	free := func(p any, size int) {
		al.Free(p, size, 1)
		pf("Free(at %d, %d): used %d", off(p), size, arena.Used())
	}

	a := alloc(1, 1)
	alloc(8, 8)
	alloc(4, 4)
	d := alloc(16, 64)
	free(d, 16)
	free(a, 1) // not the most recent: nothing happens

	e := alloc(10, 2)
	for i, b := 0, bytesAt(e, 10); i < 10; i++ {
		b[i] = byte(i + 1)
	}
	e2 := realloc(e, 10, 50, 2)
	b := bytesAt(e2, 50)
	pf("  kept %s, grown part zeroed %s", yes(b[0] == 1 && b[9] == 10), yes(allZero(b[10:])))
	e2 = realloc(e2, 50, 20, 2)
	b = bytesAt(e2, 20)
	pf("  kept %s", yes(b[0] == 1 && b[9] == 10 && allZero(b[10:20])))
	alloc(4, 4)
	e3 := realloc(e2, 20, 30, 2) // no longer the most recent: moves
	b = bytesAt(e3, 30)
	pf("  kept %s, grown part zeroed %s", yes(b[0] == 1 && b[9] == 10), yes(allZero(b[20:30])))

	alloc(1000, 1)           // too big
	realloc(e3, 30, 1000, 2) // most recent, but no room
	pf("  most recent block unchanged: %s", yes(b[0] == 1 && b[9] == 10))
	left := 256 - arena.Used()
	alloc(left, 1) // exactly the rest
	alloc(1, 1)    // full
	alloc(0, 1)    // nothing needed

	arena.Reset()
	pf("Reset: used %d", arena.Used())
	for i := range buf {
		buf[i] = 0x55
	}
	alloc(256, 64) // the whole buffer, zeroed again
	arena.Reset()
	alloc(8, 3) // not a power of two
	alloc(-1, 1)

	g := realloc(nil, 0, 12, 4) // Realloc of nil is Alloc
	pf("  zeroed %s", yes(allZero(bytesAt(g, 12))))

	// The generic helpers work on an arena too.
	arena.Reset()
	s, err := mem.TryAllocSlice[int64](al, 4, 4)
	pf("AllocSlice[int64](4, 4): err=%d at %d used %d", errCode(err),
		off(unsafe.Pointer(unsafe.SliceData(s))), arena.Used())
	mem.FreeSlice(al, s)
	pf("FreeSlice: used %d", arena.Used())

	empty := mem.NewArena(nil)
	_, err = empty.Allocator().Alloc(1, 1)
	pf("empty arena Alloc(1): err=%d (%v), used %d", errCode(err), err, empty.Used())

	checkTranscript(t, &out, arenaTranscript)
}

const trackerTranscript = `
new:                               allocs=0 reallocs=0 frees=0 bytes=0 in_use=0
Alloc 16, 32, 64:                  allocs=3 reallocs=0 frees=0 bytes=112 in_use=112
Realloc 32 -> 100:                 allocs=3 reallocs=1 frees=0 bytes=180 in_use=180
Realloc 64 -> 8:                   allocs=3 reallocs=2 frees=0 bytes=180 in_use=124
Free 16, Free NULL:                allocs=3 reallocs=2 frees=1 bytes=180 in_use=108
leak detected: yes (108 bytes)
Free the rest:                     allocs=3 reallocs=2 frees=3 bytes=180 in_use=0
leak detected: no
Realloc(NULL, 0, 20):              allocs=3 reallocs=3 frees=3 bytes=200 in_use=20
Free 20:                           allocs=3 reallocs=3 frees=4 bytes=200 in_use=0
over NoAlloc, 2 failures:          allocs=0 reallocs=0 frees=0 bytes=0 in_use=0
over Arena, Alloc 100 twice:       allocs=1 reallocs=0 frees=0 bytes=100 in_use=100
over Arena, Free 100:              allocs=1 reallocs=0 frees=1 bytes=100 in_use=0
4 threads x 1000 alloc/realloc/free: allocs=4000 reallocs=4000 frees=4000 bytes=160000 in_use=0
`

func TestTrackerTranscript(t *testing.T) {
	var out strings.Builder
	show := func(what string, t *mem.Tracker) {
		fmt.Fprintf(&out, "%-34s allocs=%d reallocs=%d frees=%d bytes=%d in_use=%d\n", what,
			t.Allocs(), t.Reallocs(), t.Frees(), t.Bytes(), t.InUse())
	}
	must := func(p any, err error) any {
		if err != nil {
			t.Fatal(err)
		}
		return p
	}

	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	show("new:", &tr)
	p1 := must(a.Alloc(16, 8))
	p2 := must(a.Alloc(32, 8))
	p3 := must(a.Alloc(64, 8))
	show("Alloc 16, 32, 64:", &tr)
	p2 = must(a.Realloc(p2, 32, 100, 8))
	show("Realloc 32 -> 100:", &tr)
	p3 = must(a.Realloc(p3, 64, 8, 8))
	show("Realloc 64 -> 8:", &tr)
	a.Free(p1, 16, 8)
	a.Free(nil, 0, 1)
	show("Free 16, Free NULL:", &tr)
	fmt.Fprintf(&out, "leak detected: %s (%d bytes)\n", yes(tr.InUse() != 0), tr.InUse())
	a.Free(p2, 100, 8)
	a.Free(p3, 8, 8)
	show("Free the rest:", &tr)
	fmt.Fprintf(&out, "leak detected: %s\n", yes(tr.InUse() != 0))
	p4 := must(a.Realloc(nil, 0, 20, 4))
	show("Realloc(NULL, 0, 20):", &tr)
	a.Free(p4, 20, 4)
	show("Free 20:", &tr)

	// Failed calls are not counted.
	n := mem.NewTracker(mem.NoAlloc)
	na := n.Allocator()
	na.Alloc(8, 8)
	na.Realloc(nil, 0, 8, 8)
	show("over NoAlloc, 2 failures:", &n)

	// A tracker over an arena.
	buf := make([]byte, 128)
	arena := mem.NewArena(buf)
	at := mem.NewTracker(arena.Allocator())
	aa := at.Allocator()
	q := must(aa.Alloc(100, 8))
	aa.Alloc(100, 8) // does not fit
	show("over Arena, Alloc 100 twice:", &at)
	aa.Free(q, 100, 8)
	show("over Arena, Free 100:", &at)

	// Four threads at once: the counts stay exact.
	shared := mem.NewTracker(mem.System)
	sa := shared.Allocator()
	var threads [4]conc.Thread
	for i := range threads {
		threads[i] = conc.Go(allocReallocFree, &sa)
	}
	for _, th := range threads {
		th.Wait()
	}
	show("4 threads x 1000 alloc/realloc/free:", &shared)

	checkTranscript(t, &out, trackerTranscript)
}

// allocReallocFree is a thread of TestTrackerTranscript: 1000 rounds through the shared
// tracker.
func allocReallocFree(arg any) any {
	a := *arg.(*mem.Allocator)
	for range 1000 {
		p, _ := a.Alloc(24, 8)
		p, _ = a.Realloc(p, 24, 40, 8)
		a.Free(p, 40, 8)
	}
	return nil
}

const noAllocTranscript = `
Alloc(16): ptr=NULL err=2 (mem: allocation not allowed)
Alloc(0): ptr=NULL err=2 (mem: allocation not allowed)
Realloc(NULL, 0, 16): ptr=NULL err=2 (mem: allocation not allowed)
Realloc(&x, 4, 8): ptr=NULL err=2 (mem: allocation not allowed), x still 5
Free: ignored, x still 5
AllocSlice[int32](10, 10): err=2 (mem: allocation not allowed)
`

func TestNoAllocTranscript(t *testing.T) {
	var out strings.Builder
	ptr := func(p any) string {
		if p == nil {
			return "NULL"
		}
		return "set"
	}
	a := mem.NoAlloc
	p, err := a.Alloc(16, 8)
	fmt.Fprintf(&out, "Alloc(16): ptr=%s err=%d (%v)\n", ptr(p), errCode(err), err)
	p, err = a.Alloc(0, 1)
	fmt.Fprintf(&out, "Alloc(0): ptr=%s err=%d (%v)\n", ptr(p), errCode(err), err)
	p, err = a.Realloc(nil, 0, 16, 8)
	fmt.Fprintf(&out, "Realloc(NULL, 0, 16): ptr=%s err=%d (%v)\n", ptr(p), errCode(err), err)
	x := int32(5)
	p, err = a.Realloc(&x, 4, 8, 4)
	fmt.Fprintf(&out, "Realloc(&x, 4, 8): ptr=%s err=%d (%v), x still %d\n", ptr(p),
		errCode(err), err, x)
	a.Free(&x, 4, 4)
	fmt.Fprintf(&out, "Free: ignored, x still %d\n", x)
	_, err = mem.TryAllocSlice[int32](a, 10, 10)
	fmt.Fprintf(&out, "AllocSlice[int32](10, 10): err=%d (%v)\n", errCode(err), err)
	checkTranscript(t, &out, noAllocTranscript)
}
