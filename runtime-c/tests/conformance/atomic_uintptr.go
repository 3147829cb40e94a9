//go:build ignore

// Twin of atomic_uintptr.c: the same operations on Go's sync/atomic.Uintptr.
package main

import (
	"fmt"
	"math"
	"sync/atomic"
	"unsafe"
)

var _ = math.MaxInt8

func main() {
	var a atomic.Uintptr
	fmt.Printf("size %d align %d\n", unsafe.Sizeof(a), unsafe.Alignof(a))
	fmt.Printf("Load of the zero value: %d\n", a.Load())
	a.Store(^uintptr(0))
	fmt.Printf("Store max: %d\n", a.Load())
	fmt.Printf("Add 1 (wraps to min): %d\n", a.Add(uintptr(1)))
	fmt.Printf("Add -1 (wraps back to max): %d\n", a.Add(^uintptr(0)))
	fmt.Printf("Swap 5 returns old: %d\n", a.Swap(uintptr(5)))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("CompareAndSwap 4 -> 9 (fails): %t\n", a.CompareAndSwap(uintptr(4), uintptr(9)))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("CompareAndSwap 5 -> 9 (succeeds): %t\n", a.CompareAndSwap(uintptr(5), uintptr(9)))
	fmt.Printf("Load: %d\n", a.Load())
	a.Store(uintptr(0xF0F0))
	fmt.Printf("Store 0xF0F0: %d\n", a.Load())
	fmt.Printf("And 0xFF00 returns old: %d\n", a.And(uintptr(0xFF00)))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("Or 0x000F returns old: %d\n", a.Or(uintptr(0x000F)))
	fmt.Printf("Load: %d\n", a.Load())
	a.Store(0)
	fmt.Printf("Store min: %d\n", a.Load())
	fmt.Printf("Add -1 (wraps to max): %d\n", a.Add(^uintptr(0)))
	fmt.Printf("Add 2 (wraps past min): %d\n", a.Add(uintptr(2)))
	fmt.Printf("Swap max returns old: %d\n", a.Swap(^uintptr(0)))
	fmt.Printf("CompareAndSwap max -> min (succeeds): %t\n", a.CompareAndSwap(^uintptr(0), 0))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("Or max returns old: %d\n", a.Or(^uintptr(0)))
	fmt.Printf("And 0 returns old: %d\n", a.And(uintptr(0)))
	fmt.Printf("Load: %d\n", a.Load())
	fmt.Printf("Add 0: %d\n", a.Add(uintptr(0)))
}
