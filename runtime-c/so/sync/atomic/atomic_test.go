package atomic_test

import (
	"testing"
	"unsafe"

	"solod.dev/so/conc"
	"solod.dev/so/math"
	"solod.dev/so/sync"
	"solod.dev/so/sync/atomic"
)

func TestBool(t *testing.T) {
	var b atomic.Bool
	if b.Load() {
		t.Fatal("zero Bool is true")
	}
	b.Store(true)
	if !b.Load() {
		t.Fatal("Store(true) then Load = false")
	}
	if old := b.Swap(false); !old || b.Load() {
		t.Fatalf("Swap(false) = %v, then %v", old, b.Load())
	}
	if b.CompareAndSwap(true, true) || b.Load() {
		t.Fatal("CompareAndSwap(true, true) succeeded on false")
	}
	if !b.CompareAndSwap(false, true) || !b.Load() {
		t.Fatal("CompareAndSwap(false, true) failed on false")
	}
}

func TestInt32(t *testing.T) {
	var v atomic.Int32
	if v.Load() != 0 {
		t.Fatal("zero Int32 is not 0")
	}
	v.Store(10)
	if n := v.Add(5); n != 15 {
		t.Fatalf("Add(5) = %d, want the new value 15", n)
	}
	if n := v.Add(-20); n != -5 {
		t.Fatalf("Add(-20) = %d, want -5", n)
	}
	if old := v.Swap(0b1100); old != -5 {
		t.Fatalf("Swap = %d, want the old value -5", old)
	}
	if old := v.And(0b1010); old != 0b1100 || v.Load() != 0b1000 {
		t.Fatalf("And = %d (now %d), want old 12, now 8", old, v.Load())
	}
	if old := v.Or(0b0011); old != 0b1000 || v.Load() != 0b1011 {
		t.Fatalf("Or = %d (now %d), want old 8, now 11", old, v.Load())
	}
	if v.CompareAndSwap(10, 1) || !v.CompareAndSwap(11, 1) || v.Load() != 1 {
		t.Fatal("CompareAndSwap")
	}
	v.Store(math.MaxInt32)
	if n := v.Add(1); n != math.MinInt32 {
		t.Fatalf("MaxInt32 + 1 = %d, want MinInt32 (wrapping)", n)
	}
}

func TestInt64(t *testing.T) {
	var v atomic.Int64
	v.Store(1 << 40)
	if n := v.Add(1); n != 1<<40+1 {
		t.Fatalf("Add = %d", n)
	}
	if old := v.Swap(-1); old != 1<<40+1 {
		t.Fatalf("Swap = %d", old)
	}
	if old := v.And(0xff00); old != -1 || v.Load() != 0xff00 {
		t.Fatalf("And = %d, now %d", old, v.Load())
	}
	if old := v.Or(1 << 62); old != 0xff00 || v.Load() != 1<<62|0xff00 {
		t.Fatalf("Or = %d, now %d", old, v.Load())
	}
	if !v.CompareAndSwap(1<<62|0xff00, math.MinInt64) || v.Load() != math.MinInt64 {
		t.Fatal("CompareAndSwap")
	}
	if n := v.Add(-1); n != math.MaxInt64 {
		t.Fatalf("MinInt64 - 1 = %d, want MaxInt64 (wrapping)", n)
	}
}

func TestUint32(t *testing.T) {
	var v atomic.Uint32
	if n := v.Add(^uint32(0)); n != math.MaxUint32 {
		t.Fatalf("0 + MaxUint32 = %d", n)
	}
	if n := v.Add(2); n != 1 {
		t.Fatalf("MaxUint32 + 2 = %d, want 1", n)
	}
	v.Store(0xf0f0)
	if old := v.And(0xff00); old != 0xf0f0 || v.Load() != 0xf000 {
		t.Fatalf("And = %#x, now %#x", old, v.Load())
	}
	if old := v.Or(0x000f); old != 0xf000 || v.Load() != 0xf00f {
		t.Fatalf("Or = %#x, now %#x", old, v.Load())
	}
	if old := v.Swap(7); old != 0xf00f {
		t.Fatalf("Swap = %#x", old)
	}
	if v.CompareAndSwap(8, 9) || !v.CompareAndSwap(7, 9) || v.Load() != 9 {
		t.Fatal("CompareAndSwap")
	}
}

func TestUint64(t *testing.T) {
	var v atomic.Uint64
	v.Store(math.MaxUint64)
	if n := v.Add(1); n != 0 {
		t.Fatalf("MaxUint64 + 1 = %d, want 0", n)
	}
	v.Store(1<<63 | 1)
	if old := v.And(1); old != 1<<63|1 || v.Load() != 1 {
		t.Fatalf("And = %#x, now %#x", old, v.Load())
	}
	if old := v.Or(1 << 63); old != 1 || v.Load() != 1<<63|1 {
		t.Fatalf("Or = %#x, now %#x", old, v.Load())
	}
	if old := v.Swap(3); old != 1<<63|1 || v.Load() != 3 {
		t.Fatalf("Swap = %#x", old)
	}
	if v.CompareAndSwap(4, 5) || !v.CompareAndSwap(3, 5) || v.Load() != 5 {
		t.Fatal("CompareAndSwap")
	}
}

func TestUintptr(t *testing.T) {
	var v atomic.Uintptr
	v.Store(0x1000)
	if n := v.Add(0x10); n != 0x1010 {
		t.Fatalf("Add = %#x", n)
	}
	if old := v.And(0xff); old != 0x1010 || v.Load() != 0x10 {
		t.Fatalf("And = %#x, now %#x", old, v.Load())
	}
	if old := v.Or(0x1); old != 0x10 || v.Load() != 0x11 {
		t.Fatalf("Or = %#x, now %#x", old, v.Load())
	}
	if old := v.Swap(0); old != 0x11 {
		t.Fatalf("Swap = %#x", old)
	}
	if v.CompareAndSwap(1, 2) || !v.CompareAndSwap(0, 2) || v.Load() != 2 {
		t.Fatal("CompareAndSwap")
	}
}

func TestPointer(t *testing.T) {
	var p atomic.Pointer[string]
	if p.Load() != nil {
		t.Fatal("zero Pointer is not nil")
	}
	a, b := "a", "b"
	p.Store(&a)
	if p.Load() != &a {
		t.Fatal("Store then Load")
	}
	if old := p.Swap(&b); old != &a || p.Load() != &b {
		t.Fatal("Swap")
	}
	if p.CompareAndSwap(&a, nil) || !p.CompareAndSwap(&b, nil) || p.Load() != nil {
		t.Fatal("CompareAndSwap")
	}
}

// The sizes and alignments of the C header atomic.h (64-bit targets).
func TestLayout(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) != 8 {
		t.Skip("the layout is checked on 64-bit targets")
	}
	for _, c := range []struct {
		name          string
		size, align   uintptr
		wsize, walign uintptr
	}{
		{"Bool", unsafe.Sizeof(atomic.Bool{}), unsafe.Alignof(atomic.Bool{}), 4, 4},
		{"Int32", unsafe.Sizeof(atomic.Int32{}), unsafe.Alignof(atomic.Int32{}), 4, 4},
		{"Uint32", unsafe.Sizeof(atomic.Uint32{}), unsafe.Alignof(atomic.Uint32{}), 4, 4},
		{"Int64", unsafe.Sizeof(atomic.Int64{}), unsafe.Alignof(atomic.Int64{}), 8, 8},
		{"Uint64", unsafe.Sizeof(atomic.Uint64{}), unsafe.Alignof(atomic.Uint64{}), 8, 8},
		{"Uintptr", unsafe.Sizeof(atomic.Uintptr{}), unsafe.Alignof(atomic.Uintptr{}), 8, 8},
		{"Pointer", unsafe.Sizeof(atomic.Pointer[int]{}), unsafe.Alignof(atomic.Pointer[int]{}), 8, 8},
	} {
		if c.size != c.wsize || c.align != c.walign {
			t.Errorf("%s: size %d align %d, want %d and %d", c.name, c.size, c.align, c.wsize, c.walign)
		}
	}
}

// contended is what the threads of TestContended share, and worker's argument.
type contended struct {
	sum  atomic.Int64
	bits atomic.Uint32
	cas  atomic.Uint64
	wg   sync.WaitGroup
	bad  atomic.Int32 // rounds where another thread touched this thread's bit
}

type worker struct {
	shared *contended
	bit    uint32
}

const workers, rounds = 8, 20000

func work(arg any) any {
	w := arg.(*worker)
	s := w.shared
	for range rounds {
		s.sum.Add(1)
		if old := s.bits.Or(w.bit); old&w.bit != 0 {
			s.bad.Add(1) // another thread set this thread's bit
		}
		if old := s.bits.And(^w.bit); old&w.bit == 0 {
			s.bad.Add(1) // another thread cleared this thread's bit
		}
		for {
			old := s.cas.Load()
			if s.cas.CompareAndSwap(old, old+1) {
				break
			}
		}
	}
	s.wg.Done()
	return nil
}

// Many threads at once: Add loses nothing, And/Or set and clear each thread's own bit without
// disturbing the others', a CompareAndSwap loop counts exactly.
// The detached threads' state is package-level: a WaitGroup's Wait is no join the lifetime
// analysis can see, so what they use must outlive every frame.
var (
	contendedState   contended
	contendedWorkers [workers]worker
)

func TestContended(t *testing.T) {
	s, ws := &contendedState, &contendedWorkers
	s.wg.Add(workers)
	for i := range ws {
		ws[i] = worker{shared: s, bit: uint32(1) << i}
		conc.Go(work, &ws[i]).Detach()
	}
	s.wg.Wait()
	if s.sum.Load() != workers*rounds || s.cas.Load() != workers*rounds || s.bits.Load() != 0 || s.bad.Load() != 0 {
		t.Fatalf("sum %d cas %d bits %#x bad %d", s.sum.Load(), s.cas.Load(), s.bits.Load(), s.bad.Load())
	}
}
