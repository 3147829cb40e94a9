//go:build ignore

// Twin of atomic_uint64.c: the same operations on Go's sync/atomic.Uint64.
package main

import (
	"fmt"
	"math"
	"sync/atomic"
	"unsafe"
)

var _ = math.MaxInt8

func main() {
	var a atomic.Uint64
	fmt.Printf("size %d align %d\n", unsafe.Sizeof(a), unsafe.Alignof(a))
	fmt.Printf("Load of the zero value: %d\n", a.Load())
	a.Store(math.MaxUint64)
	fmt.Printf("Store max: %d\n", a.Load())
	fmt.Printf("Add 1 (wraps to min): %d\n", a.Add(uint64(1)))
	fmt.Printf("Add -1 (wraps back to max): %d\n", a.Add(^uint64(0)))
	fmt.Printf("Swap 5 returns old: %d\n", a.Swap(uint64(5)))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("CompareAndSwap 4 -> 9 (fails): %t\n", a.CompareAndSwap(uint64(4), uint64(9)))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("CompareAndSwap 5 -> 9 (succeeds): %t\n", a.CompareAndSwap(uint64(5), uint64(9)))
	fmt.Printf("Load: %d\n", a.Load())
	a.Store(uint64(0xF0F0))
	fmt.Printf("Store 0xF0F0: %d\n", a.Load())
	fmt.Printf("And 0xFF00 returns old: %d\n", a.And(uint64(0xFF00)))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("Or 0x000F returns old: %d\n", a.Or(uint64(0x000F)))
	fmt.Printf("Load: %d\n", a.Load())
	a.Store(0)
	fmt.Printf("Store min: %d\n", a.Load())
	fmt.Printf("Add -1 (wraps to max): %d\n", a.Add(^uint64(0)))
	fmt.Printf("Add 2 (wraps past min): %d\n", a.Add(uint64(2)))
	fmt.Printf("Swap max returns old: %d\n", a.Swap(math.MaxUint64))
	fmt.Printf("CompareAndSwap max -> min (succeeds): %t\n", a.CompareAndSwap(math.MaxUint64, 0))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("Or max returns old: %d\n", a.Or(math.MaxUint64))
	fmt.Printf("And 0 returns old: %d\n", a.And(uint64(0)))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("Add 0: %d\n", a.Add(uint64(0)))
}
