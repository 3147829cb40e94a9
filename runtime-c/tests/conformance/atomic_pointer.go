//go:build ignore

// Twin of atomic_pointer.c: the same operations on Go's sync/atomic.Pointer[int].
package main

import (
	"fmt"
	"sync/atomic"
	"unsafe"
)

var items [3]int = [3]int{10, 20, 30}

func name(p *int) string {
	if p == nil {
		return "nil"
	}
	for i := range items {
		if p == &items[i] {
			return fmt.Sprintf("&items[%d]", i)
		}
	}
	return "unknown"
}

func main() {
	var a atomic.Pointer[int]
	fmt.Printf("size %d align %d\n", unsafe.Sizeof(a), unsafe.Alignof(a))
	fmt.Printf("Load of the zero value: %s\n", name(a.Load()))
	a.Store(&items[0])
	fmt.Printf("Store &items[0]: %s\n", name(a.Load()))
	fmt.Printf("value through Load: %d\n", *a.Load())
	fmt.Printf("Swap &items[1] returns old: %s\n", name(a.Swap(&items[1])))
	fmt.Printf("Load: %s\n", name(a.Load()))
	fmt.Printf("CompareAndSwap &items[0] -> &items[2] (fails): %t\n", a.CompareAndSwap(&items[0], &items[2]))
	fmt.Printf("Load: %s\n", name(a.Load()))
	fmt.Printf("CompareAndSwap &items[1] -> &items[2] (succeeds): %t\n", a.CompareAndSwap(&items[1], &items[2]))
	fmt.Printf("Load: %s\n", name(a.Load()))
	fmt.Printf("value through Load: %d\n", *a.Load())
	fmt.Printf("CompareAndSwap nil -> &items[0] (fails): %t\n", a.CompareAndSwap(nil, &items[0]))
	fmt.Printf("Swap nil returns old: %s\n", name(a.Swap(nil)))
	fmt.Printf("Load: %s\n", name(a.Load()))
	fmt.Printf("CompareAndSwap nil -> &items[0] (succeeds): %t\n", a.CompareAndSwap(nil, &items[0]))
	fmt.Printf("Load: %s\n", name(a.Load()))
	a.Store(nil)
	fmt.Printf("Store nil: %s\n", name(a.Load()))
}
