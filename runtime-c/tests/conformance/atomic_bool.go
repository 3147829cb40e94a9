//go:build ignore

// Twin of atomic_bool.c: the same operations on Go's sync/atomic.Bool.
package main

import (
	"fmt"
	"sync/atomic"
	"unsafe"
)

func main() {
	var a atomic.Bool
	fmt.Printf("size %d align %d\n", unsafe.Sizeof(a), unsafe.Alignof(a))
	fmt.Printf("Load of the zero value: %t\n", a.Load())
	a.Store(true)
	fmt.Printf("Store true: %t\n", a.Load())
	a.Store(true)
	fmt.Printf("Store true again: %t\n", a.Load())
	fmt.Printf("Swap false returns old: %t\n", a.Swap(false))
	fmt.Printf("Load: %t\n", a.Load())
	fmt.Printf("Swap false returns old: %t\n", a.Swap(false))
	fmt.Printf("CompareAndSwap true -> false (fails): %t\n", a.CompareAndSwap(true, false))
	fmt.Printf("Load: %t\n", a.Load())
	fmt.Printf("CompareAndSwap false -> true (succeeds): %t\n", a.CompareAndSwap(false, true))
	fmt.Printf("Load: %t\n", a.Load())
	fmt.Printf("CompareAndSwap false -> false (fails): %t\n", a.CompareAndSwap(false, false))
	fmt.Printf("CompareAndSwap true -> true (succeeds): %t\n", a.CompareAndSwap(true, true))
	fmt.Printf("Load: %t\n", a.Load())
	fmt.Printf("CompareAndSwap true -> false (succeeds): %t\n", a.CompareAndSwap(true, false))
	fmt.Printf("Load: %t\n", a.Load())
	fmt.Printf("Swap true returns old: %t\n", a.Swap(true))
	fmt.Printf("Load: %t\n", a.Load())
}
