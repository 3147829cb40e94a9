// Package solod.dev/so/sync/atomic under solod: every method of Bool, Int32, Int64, Uint32,
// Uint64, Uintptr and Pointer[T] (Add returns the new value, Swap/And/Or the old one,
// CompareAndSwap both ways), zero values that are ready to use, the types' sizes, and counters
// that threads increment concurrently with Add and with a CompareAndSwap loop.
package main

import (
	"unsafe"

	"example.com/syncatomic/threads"
	"solod.dev/so/sync/atomic"
)

type node struct{ name string }

type counters struct {
	i32 atomic.Int32
	i64 atomic.Int64
	u32 atomic.Uint32
	u64 atomic.Uint64
	up  atomic.Uintptr
	cas atomic.Int64
	on  atomic.Bool
}

const perThread = 20000

func work(arg any) any {
	c := arg.(*counters)
	for i := 0; i < perThread; i++ {
		c.i32.Add(1)
		c.i64.Add(2)
		c.u32.Add(3)
		c.u64.Add(4)
		c.up.Add(5)
		for {
			old := c.cas.Load()
			if c.cas.CompareAndSwap(old, old+1) {
				break
			}
		}
	}
	c.on.Store(true)
	return nil
}

func main() {
	var b atomic.Bool
	println("bool", b.Load(), b.Swap(true), b.Load(), b.CompareAndSwap(false, true), b.CompareAndSwap(true, false), b.Load())
	b.Store(true)
	println("bool store", b.Load())

	var i32 atomic.Int32
	println("int32", i32.Load(), i32.Add(-5), i32.Swap(12), i32.And(10), i32.Or(5), i32.Load())
	println("int32 cas", i32.CompareAndSwap(1, 2), i32.CompareAndSwap(15, -1), i32.Load())
	i32.Store(1 << 30)
	println("int32 wrap", i32.Add(1<<30), i32.Add(1<<30))

	var i64 atomic.Int64
	println("int64", i64.Load(), i64.Add(1<<40), i64.Swap(-7), i64.And(0xff), i64.Or(0x100), i64.Load())
	println("int64 cas", i64.CompareAndSwap(0, 1), i64.CompareAndSwap(0x1f9, 3), i64.Load())
	i64.Store(-1)
	println("int64 store", i64.Load())

	var u32 atomic.Uint32
	println("uint32", u32.Load(), u32.Add(^uint32(0)), u32.Swap(6), u32.And(3), u32.Or(8), u32.Load())
	println("uint32 cas", u32.CompareAndSwap(3, 4), u32.CompareAndSwap(10, 11), u32.Load())
	u32.Store(42)
	println("uint32 store", u32.Load())

	var u64 atomic.Uint64
	println("uint64", u64.Load(), u64.Add(1<<63), u64.Swap(9), u64.And(12), u64.Or(3), u64.Load())
	println("uint64 cas", u64.CompareAndSwap(0, 1), u64.CompareAndSwap(11, 12), u64.Load())
	u64.Store(1<<64 - 1)
	println("uint64 store", u64.Load())

	var up atomic.Uintptr
	println("uintptr", up.Load(), up.Add(16), up.Swap(32), up.And(48), up.Or(1), up.Load())
	println("uintptr cas", up.CompareAndSwap(0, 1), up.CompareAndSwap(33, 64), up.Load())
	up.Store(7)
	println("uintptr store", up.Load())

	a, z := &node{"a"}, &node{"z"}
	var p atomic.Pointer[node]
	println("pointer nil", p.Load() == nil)
	p.Store(a)
	println("pointer", p.Load().name, p.Swap(z).name, p.Load().name)
	println("pointer cas", p.CompareAndSwap(a, z), p.CompareAndSwap(z, a), p.Load().name)
	println("pointer cas nil", p.CompareAndSwap(a, nil), p.Load() == nil)
	var pi atomic.Pointer[int]
	n := 5
	pi.Store(&n)
	*pi.Load() += 1
	println("pointer int", n)

	println("sizes", unsafe.Sizeof(b), unsafe.Sizeof(i32), unsafe.Sizeof(i64), unsafe.Sizeof(u32), unsafe.Sizeof(u64), unsafe.Sizeof(up), unsafe.Sizeof(p))
	println("aligns", unsafe.Alignof(i64), unsafe.Alignof(u64))

	var c counters
	var ts [4]threads.Thread
	for k := range ts {
		ts[k] = threads.Go(work, &c)
	}
	for _, t := range ts {
		t.Wait()
	}
	println("threads", c.i32.Load(), c.i64.Load(), c.u32.Load(), c.u64.Load(), c.up.Load(), c.cas.Load(), c.on.Load())
}
