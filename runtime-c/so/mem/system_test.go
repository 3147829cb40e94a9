package mem_test

import (
	"testing"
	"unsafe"

	"solod.dev/so/fmt"
	"solod.dev/so/math"
	"solod.dev/so/mem"
	"solod.dev/so/strings"
)

func fill(b []byte) {
	for i := range b {
		b[i] = byte(i*7 + 1)
	}
}

func hasPattern(b []byte) bool {
	for i := range b {
		if b[i] != byte(i*7+1) {
			return false
		}
	}
	return true
}

// The System part of the C scenario mem_system.c, with its expected transcript.
const systemTranscript = `
Alloc(100, align 1): err=0 aligned=yes zeroed=yes
  Realloc to 5000: err=0 aligned=yes kept=yes tail zeroed=yes
  Realloc to 10: err=0 aligned=yes kept=yes
Alloc(100, align 16): err=0 aligned=yes zeroed=yes
  Realloc to 5000: err=0 aligned=yes kept=yes tail zeroed=yes
  Realloc to 10: err=0 aligned=yes kept=yes
Alloc(100, align 64): err=0 aligned=yes zeroed=yes
  Realloc to 5000: err=0 aligned=yes kept=yes tail zeroed=yes
  Realloc to 10: err=0 aligned=yes kept=yes
Alloc(100, align 4096): err=0 aligned=yes zeroed=yes
  Realloc to 5000: err=0 aligned=yes kept=yes tail zeroed=yes
  Realloc to 10: err=0 aligned=yes kept=yes
Realloc 32 -> INT64_MAX: err=1 (mem: out of memory) ptr=NULL
  old block unchanged: yes
Realloc(NULL, 0, 48): err=0 zeroed=yes
Free(NULL): ok
Alloc(0): err=0
Alloc(INT64_MAX): err=1 (mem: out of memory) ptr=NULL
Alloc(-1): err=1 (mem: out of memory) ptr=NULL
`

func TestSystemTranscript(t *testing.T) {
	var out strings.Builder
	pf := func(format string, args ...any) { fmt.Fprintf(&out, format+"\n", args...) }
	sys := mem.System
	aligned := func(p any, align int) string {
		return yes(uintptr(p.(unsafe.Pointer))%uintptr(align) == 0)
	}
	for _, align := range []int{1, 16, 64, 4096} {
		p, err := sys.Alloc(100, align)
		pf("Alloc(100, align %d): err=%d aligned=%s zeroed=%s", align, errCode(err),
			aligned(p, align), yes(allZero(bytesAt(p, 100))))
		fill(bytesAt(p, 100))
		p, err = sys.Realloc(p, 100, 5000, align)
		pf("  Realloc to 5000: err=%d aligned=%s kept=%s tail zeroed=%s", errCode(err),
			aligned(p, align), yes(hasPattern(bytesAt(p, 100))), yes(allZero(bytesAt(p, 5000)[100:])))
		p, err = sys.Realloc(p, 5000, 10, align)
		pf("  Realloc to 10: err=%d aligned=%s kept=%s", errCode(err), aligned(p, align),
			yes(hasPattern(bytesAt(p, 10))))
		sys.Free(p, 10, align)
	}
	ptr := func(p any) string {
		if p == nil {
			return "NULL"
		}
		return "set"
	}
	p, _ := sys.Alloc(32, 1)
	fill(bytesAt(p, 32))
	q, err := sys.Realloc(p, 32, math.MaxInt, 1)
	pf("Realloc 32 -> INT64_MAX: err=%d (%v) ptr=%s", errCode(err), err, ptr(q))
	pf("  old block unchanged: %s", yes(hasPattern(bytesAt(p, 32))))
	sys.Free(p, 32, 1)
	p, err = sys.Realloc(nil, 0, 48, 8)
	pf("Realloc(NULL, 0, 48): err=%d zeroed=%s", errCode(err), yes(allZero(bytesAt(p, 48))))
	sys.Free(p, 48, 8)
	sys.Free(nil, 0, 1)
	pf("Free(NULL): ok")
	p, err = sys.Alloc(0, 1)
	pf("Alloc(0): err=%d", errCode(err))
	sys.Free(p, 0, 1)
	p, err = sys.Alloc(math.MaxInt, 8)
	pf("Alloc(INT64_MAX): err=%d (%v) ptr=%s", errCode(err), err, ptr(p))
	p, err = sys.Alloc(-1, 8)
	pf("Alloc(-1): err=%d (%v) ptr=%s", errCode(err), err, ptr(p))
	checkTranscript(t, &out, systemTranscript)
}

func TestSystemBadRequests(t *testing.T) {
	for _, c := range []struct{ size, align int }{{8, 0}, {8, 3}, {8, -8}, {-5, 8}, {1 << 48, 8}} {
		if p, err := mem.System.Alloc(c.size, c.align); err != mem.ErrOutOfMemory || p != nil {
			t.Errorf("Alloc(%d, %d) = %v, %v; want nil, ErrOutOfMemory", c.size, c.align, p, err)
		}
	}
	p, _ := mem.System.Alloc(8, 8)
	if q, err := mem.System.Realloc(p, -1, 8, 8); err != mem.ErrOutOfMemory || q != nil {
		t.Errorf("Realloc with old size -1 = %v, %v; want nil, ErrOutOfMemory", q, err)
	}
	if q, err := mem.System.Realloc(p, 8, 16, 6); err != mem.ErrOutOfMemory || q != nil {
		t.Errorf("Realloc with align 6 = %v, %v; want nil, ErrOutOfMemory", q, err)
	}
	mem.System.Free(p, 8, 8)
}

func TestSystemZeroSizeBlocksAreDistinct(t *testing.T) {
	a, _ := mem.System.Alloc(0, 1)
	b, _ := mem.System.Alloc(0, 1)
	if a == nil || b == nil || a.(unsafe.Pointer) == b.(unsafe.Pointer) {
		t.Fatalf("Alloc(0) twice = %v, %v; want two distinct non-nil pointers", a, b)
	}
	mem.System.Free(a, 0, 1)
	mem.System.Free(b, 0, 1)
}

// Free and Realloc accept a pointer of any type in the any, not only an unsafe.Pointer.
func TestAllocatorAcceptsTypedPointers(t *testing.T) {
	x := mem.Alloc[[4]byte](mem.System)
	*x = [4]byte{1, 2, 3, 4}
	p, err := mem.System.Realloc(x, 4, 8, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := bytesAt(p, 8); string(got) != "\x01\x02\x03\x04\x00\x00\x00\x00" {
		t.Fatalf("Realloc(x, 4, 8) holds % x", got)
	}
	y := (*[8]byte)(p.(unsafe.Pointer))
	mem.System.Free(y, 8, 1)
}

func TestErrorMessages(t *testing.T) {
	if got := mem.ErrOutOfMemory.Error(); got != "mem: out of memory" {
		t.Errorf("ErrOutOfMemory = %q", got)
	}
	if got := mem.ErrNoAlloc.Error(); got != "mem: allocation not allowed" {
		t.Errorf("ErrNoAlloc = %q", got)
	}
}
