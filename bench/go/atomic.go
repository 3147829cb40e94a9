package main

// The atomic rows, twin of bench/c/atomic.c: one atomic.Int64, ns per operation.

import (
	"fmt"
	"sync/atomic"
	"time"
)

func atomicLoad(n int64) time.Duration {
	var a atomic.Int64
	a.Store(7)
	var sum int64
	t0 := time.Now()
	for i := int64(0); i < n; i++ {
		sum += a.Load()
	}
	d := time.Since(t0)
	if sum != 7*n {
		fail("Load", "wrong value")
	}
	return d
}

func atomicStore(n int64) time.Duration {
	var a atomic.Int64
	t0 := time.Now()
	for i := int64(0); i < n; i++ {
		a.Store(i)
	}
	d := time.Since(t0)
	if a.Load() != n-1 {
		fail("Store", "wrong value")
	}
	return d
}

func atomicAdd(n int64) time.Duration {
	var a atomic.Int64
	t0 := time.Now()
	for i := int64(0); i < n; i++ {
		a.Add(1)
	}
	d := time.Since(t0)
	if a.Load() != n {
		fail("Add", "wrong value")
	}
	return d
}

func atomicSwap(n int64) time.Duration {
	var a atomic.Int64
	var sum int64
	t0 := time.Now()
	for i := int64(0); i < n; i++ {
		sum += a.Swap(i + 1)
	}
	d := time.Since(t0)
	if sum != (n-1)*n/2 {
		fail("Swap", "wrong old values")
	}
	return d
}

func atomicCAS(n int64) time.Duration {
	var a atomic.Int64
	failed := 0
	t0 := time.Now()
	for i := int64(0); i < n; i++ {
		if !a.CompareAndSwap(i, i+1) {
			failed++
		}
	}
	d := time.Since(t0)
	if failed != 0 || a.Load() != n {
		fail("CAS", "a CompareAndSwap failed")
	}
	return d
}

const contendedOps = 1000

// addContended: threads goroutines x n*1000 additions to one counter.
func addContended(threads int) func(n int64) time.Duration {
	return func(n int64) time.Duration {
		var counter atomic.Int64
		ops := n * contendedOps
		d := parallel(threads, func(int) {
			for i := int64(0); i < ops; i++ {
				counter.Add(1)
			}
		}, nil)
		if counter.Load() != int64(threads)*ops {
			fail("AddContended", "lost additions")
		}
		return d
	}
}

func benchAtomic() {
	single := []struct {
		name string
		run  func(int64) time.Duration
	}{{"Load", atomicLoad}, {"Store", atomicStore}, {"Add", atomicAdd}, {"Swap", atomicSwap}, {"CAS", atomicCAS}}
	for _, b := range single {
		if wanted(b.name) {
			printPer(b.name, measure(b.run), 1, time.Nanosecond, "ns/op")
		}
	}
	for _, t := range threadCounts {
		name := fmt.Sprintf("AddContended/T=%d", t)
		if wanted(name) {
			printPer(name, measure(addContended(t)), float64(t)*contendedOps, time.Nanosecond, "ns/op")
		}
	}
}
