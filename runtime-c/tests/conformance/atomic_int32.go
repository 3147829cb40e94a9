//go:build ignore

// Twin of atomic_int32.c: the same operations on Go's sync/atomic.Int32.
package main

import (
	"fmt"
	"math"
	"sync/atomic"
	"unsafe"
)

var _ = math.MaxInt8

func main() {
	var a atomic.Int32
	fmt.Printf("size %d align %d\n", unsafe.Sizeof(a), unsafe.Alignof(a))
	fmt.Printf("Load of the zero value: %d\n", a.Load())
	a.Store(math.MaxInt32)
	fmt.Printf("Store max: %d\n", a.Load())
	fmt.Printf("Add 1 (wraps to min): %d\n", a.Add(int32(1)))
	fmt.Printf("Add -1 (wraps back to max): %d\n", a.Add(int32(-1)))
	fmt.Printf("Swap 5 returns old: %d\n", a.Swap(int32(5)))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("CompareAndSwap 4 -> 9 (fails): %t\n", a.CompareAndSwap(int32(4), int32(9)))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("CompareAndSwap 5 -> 9 (succeeds): %t\n", a.CompareAndSwap(int32(5), int32(9)))
	fmt.Printf("Load: %d\n", a.Load())
	a.Store(int32(0xF0F0))
	fmt.Printf("Store 0xF0F0: %d\n", a.Load())
	fmt.Printf("And 0xFF00 returns old: %d\n", a.And(int32(0xFF00)))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("Or 0x000F returns old: %d\n", a.Or(int32(0x000F)))
	fmt.Printf("Load: %d\n", a.Load())
	a.Store(math.MinInt32)
	fmt.Printf("Store min: %d\n", a.Load())
	fmt.Printf("Add -1 (wraps to max): %d\n", a.Add(int32(-1)))
	fmt.Printf("Add 2 (wraps past min): %d\n", a.Add(int32(2)))
	fmt.Printf("Swap max returns old: %d\n", a.Swap(math.MaxInt32))
	fmt.Printf("CompareAndSwap max -> min (succeeds): %t\n", a.CompareAndSwap(math.MaxInt32, math.MinInt32))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("Or max returns old: %d\n", a.Or(math.MaxInt32))
	fmt.Printf("And 0 returns old: %d\n", a.And(int32(0)))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("Add 0: %d\n", a.Add(int32(0)))
}
