package main

// The sync rows, twin of bench/c/sync.c (see that file for the list of rows and units).

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

const rounds = 1000

func mutexUncontended(n int64) time.Duration {
	var mu sync.Mutex
	t0 := time.Now()
	for i := int64(0); i < n; i++ {
		mu.Lock()
		mu.Unlock()
	}
	return time.Since(t0)
}

func mutexTryLock(n int64) time.Duration {
	var mu sync.Mutex
	failed := 0
	t0 := time.Now()
	for i := int64(0); i < n; i++ {
		if mu.TryLock() {
			mu.Unlock()
		} else {
			failed++
		}
	}
	d := time.Since(t0)
	if failed != 0 {
		fail("MutexTryLock", "TryLock failed on a free mutex")
	}
	return d
}

// mutexContended: threads goroutines x n*1000 rounds of Lock; critical section; Unlock.
func mutexContended(name string, threads int, workSteps int64, roundsPerThread func(n int64) int64) func(n int64) time.Duration {
	return func(n int64) time.Duration {
		var mu sync.Mutex
		var counter uint64
		r := roundsPerThread(n)
		d := parallel(threads, func(int) {
			for i := int64(0); i < r; i++ {
				mu.Lock()
				if workSteps > 0 {
					counter = work(counter, workSteps)
				} else {
					counter++
				}
				mu.Unlock()
			}
		}, nil)
		if workSteps == 0 && counter != uint64(threads)*uint64(r) {
			fail(name, "lost increments")
		}
		keep(counter)
		return d
	}
}

// condRun: waiters goroutines, one broadcaster (the calling goroutine), n*1000 rounds; each
// round waits until every waiter saw it.
func condRun(waiters int) func(n int64) time.Duration {
	return func(n int64) time.Duration {
		var mu sync.Mutex
		round := sync.NewCond(&mu)
		acked := sync.NewCond(&mu)
		total := n * rounds
		var gen int64
		seen := 0
		return parallel(waiters, func(int) {
			mu.Lock()
			mine := int64(0)
			for mine < total {
				for gen == mine {
					round.Wait()
				}
				mine = gen
				seen++
				if seen == waiters {
					acked.Signal()
				}
			}
			mu.Unlock()
		}, func() {
			for r := int64(1); r <= total; r++ {
				mu.Lock()
				seen = 0
				gen = r
				round.Broadcast()
				for seen < waiters {
					acked.Wait()
				}
				mu.Unlock()
			}
		})
	}
}

func onceUncontended(n int64) time.Duration {
	var once sync.Once
	calls := 0
	f := func() { calls++ }
	once.Do(f)
	t0 := time.Now()
	for i := int64(0); i < n; i++ {
		once.Do(f)
	}
	d := time.Since(t0)
	if calls != 1 {
		fail("OnceUncontended", "f ran more than once")
	}
	return d
}

// onceContended: threads goroutines race through the same n fresh Onces.
func onceContended(threads int) func(n int64) time.Duration {
	return func(n int64) time.Duration {
		onces := make([]sync.Once, n)
		// Atomic, as the So twin's: different Onces' calls of f run on different goroutines.
		var calls atomic.Int64
		f := func() { calls.Add(1) }
		d := parallel(threads, func(int) {
			for i := range onces {
				onces[i].Do(f)
			}
		}, nil)
		if calls.Load() != n {
			fail("OnceContended", "f did not run exactly once per Once")
		}
		return d
	}
}

// waitGroup: threads goroutines x n*1000 Add(1)+Done on one WaitGroup while the calling
// goroutine waits on it.
func waitGroup(threads int) func(n int64) time.Duration {
	return func(n int64) time.Duration {
		var wg sync.WaitGroup
		r := n * rounds
		wg.Add(threads)
		return parallel(threads, func(int) {
			for i := int64(0); i < r; i++ {
				wg.Add(1)
				wg.Done()
			}
			wg.Done()
		}, wg.Wait)
	}
}

// rwMutex: threads goroutines x n*1000 operations, one in 100 a write.
func rwMutex(threads int) func(n int64) time.Duration {
	return func(n int64) time.Duration {
		var rw sync.RWMutex
		var data [4]uint64
		var writes uint64
		r := n * rounds
		d := parallel(threads, func(idx int) {
			var sum uint64
			for i := int64(0); i < r; i++ {
				if (i+int64(idx))%100 == 0 {
					rw.Lock()
					writes++
					for j := range data {
						data[j] += uint64(i)
					}
					rw.Unlock()
				} else {
					rw.RLock()
					for j := range data {
						sum += data[j]
					}
					rw.RUnlock()
				}
			}
			keep(sum)
		}, nil)
		if writes != uint64(int64(threads)*r/100) {
			fail("RWMutexReadMostly", "lost writes")
		}
		return d
	}
}

func workUnit(n int64) time.Duration {
	x := uint64(1)
	t0 := time.Now()
	for i := int64(0); i < n; i++ {
		x = work(x, work1us)
	}
	d := time.Since(t0)
	keep(x)
	return d
}

func benchSync() {
	if wanted("WorkUnit") {
		printPer("WorkUnit", measure(workUnit), 1, time.Nanosecond, "ns/op")
	}
	if wanted("MutexUncontended") {
		printPer("MutexUncontended", measure(mutexUncontended), 1, time.Nanosecond, "ns/op")
	}
	if wanted("MutexTryLock") {
		printPer("MutexTryLock", measure(mutexTryLock), 1, time.Nanosecond, "ns/op")
	}
	for _, w := range []bool{false, true} {
		for _, t := range threadCounts {
			kind, steps := "Spin", int64(0)
			if w {
				kind, steps = "Work", work1us
			}
			name := fmt.Sprintf("MutexContended%s/T=%d", kind, t)
			if wanted(name) {
				run := mutexContended(name, t, steps, func(n int64) int64 { return n * rounds })
				printPer(name, measure(run), 1, time.Microsecond, "us/batch")
			}
		}
	}
	for _, w := range []int{1, 2, 4, 8} {
		name := fmt.Sprintf("Cond%d", w)
		if wanted(name) {
			printPer(name, measure(condRun(w)), 1, time.Microsecond, "us/batch")
		}
	}
	if wanted("OnceUncontended") {
		printPer("OnceUncontended", measure(onceUncontended), 1, time.Nanosecond, "ns/op")
	}
	for _, t := range threadCounts {
		name := fmt.Sprintf("OnceContended/T=%d", t)
		if wanted(name) {
			printPer(name, measure(onceContended(t)), 1, time.Nanosecond, "ns/op")
		}
	}
	for _, t := range threadCounts {
		name := fmt.Sprintf("WaitGroup/T=%d", t)
		if wanted(name) {
			printPer(name, measure(waitGroup(t)), 1, time.Microsecond, "us/batch")
		}
	}
	for _, t := range threadCounts {
		name := fmt.Sprintf("RWMutexReadMostly/T=%d", t)
		if wanted(name) {
			printPer(name, measure(rwMutex(t)), 1, time.Microsecond, "us/batch")
		}
	}
	if wanted("FutexCounter") {
		// 6 goroutines x 1,000,000 locked increments.
		run := mutexContended("FutexCounter", 6, 0, func(int64) int64 { return 1_000_000 })
		printPer("FutexCounter", once(run), 1, time.Millisecond, "ms")
	}
}
