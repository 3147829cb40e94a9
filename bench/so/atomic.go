package main

// The single-thread atomic rows and AddContended, twins of bench/c/atomic.c and
// bench/go/atomic.go.

import (
	"solod.dev/so/conc"
	"solod.dev/so/sync/atomic"
	"solod.dev/so/time"
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
	t0 := time.Now()
	for i := int64(0); i < n; i++ {
		a.CompareAndSwap(i, i+1)
	}
	d := time.Since(t0)
	if a.Load() != n {
		fail("CAS", "wrong value")
	}
	return d
}

const contendedOps = 1000

type addCtx struct {
	g gate
	a atomic.Int64
	r int64
}

func addWorker(arg any) any {
	c := arg.(*addCtx)
	c.g.enter()
	for i := int64(0); i < c.r; i++ {
		c.a.Add(1)
	}
	c.g.leave()
	return nil
}

// addContendedState is package-level: the tasks addContended starts are detached, and a detached
// task may outlive any frame.
var addContendedState addCtx

func addContended(threads int, n int64) time.Duration {
	c := &addContendedState
	*c = addCtx{}
	c.r = n * contendedOps
	c.g.init(threads)
	for i := 0; i < threads; i++ {
		conc.Go(addWorker, c).Detach()
	}
	d := c.g.finish(c.g.start())
	if c.a.Load() != int64(threads)*c.r {
		fail("AddContended", "lost adds")
	}
	return d
}

func benchAtomic() {
	if wanted("Load") {
		printPer("Load", measure(atomicLoad), 1, time.Nanosecond, "ns/op")
	}
	if wanted("Store") {
		printPer("Store", measure(atomicStore), 1, time.Nanosecond, "ns/op")
	}
	if wanted("Add") {
		printPer("Add", measure(atomicAdd), 1, time.Nanosecond, "ns/op")
	}
	if wanted("Swap") {
		printPer("Swap", measure(atomicSwap), 1, time.Nanosecond, "ns/op")
	}
	if wanted("CAS") {
		printPer("CAS", measure(atomicCAS), 1, time.Nanosecond, "ns/op")
	}
	names := [3]string{"AddContended/T=1", "AddContended/T=2", "AddContended/T=8"}
	for i, t := range threadCounts {
		if wanted(names[i]) {
			r := measure(func(n int64) time.Duration { return addContended(t, n) })
			printPer(names[i], r, float64(t)*contendedOps, time.Nanosecond, "ns/op")
		}
	}
}
