package main

// The sync rows, twins of bench/c/sync.c and bench/go/sync.go (see bench/c/sync.c for the list
// of rows and units).

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/sync"
	"solod.dev/so/sync/atomic"
	"solod.dev/so/time"
)

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

// condCtx: waiters tasks, one broadcaster (the calling task), total rounds; each round waits
// until every waiter saw it.
type condCtx struct {
	g       gate
	mu      sync.Mutex
	round   sync.Cond // the broadcaster announces a round
	acked   sync.Cond // the last waiter to see a round tells the broadcaster
	waiters int
	total   int64
	gen     int64 // the current round, guarded by mu
	seen    int   // waiters that saw the current round, guarded by mu
}

func condWaiter(arg any) any {
	c := arg.(*condCtx)
	c.g.enter()
	c.mu.Lock()
	mine := int64(0)
	for mine < c.total {
		for c.gen == mine {
			c.round.Wait()
		}
		mine = c.gen
		c.seen++
		if c.seen == c.waiters {
			c.acked.Signal()
		}
	}
	c.mu.Unlock()
	c.g.leave()
	return nil
}

// condRunState is package-level: the tasks condRun starts are detached, and a detached
// task may outlive any frame.
var condRunState condCtx

func condRun(waiters int, n int64) time.Duration {
	c := &condRunState
	*c = condCtx{}
	c.round.Init(&c.mu)
	c.acked.Init(&c.mu)
	c.waiters = waiters
	c.total = n * rounds
	c.g.init(waiters)
	for i := 0; i < waiters; i++ {
		conc.Go(condWaiter, c).Detach()
	}
	t0 := c.g.start()
	for r := int64(1); r <= c.total; r++ {
		c.mu.Lock()
		c.seen = 0
		c.gen = r
		c.round.Broadcast()
		for c.seen < c.waiters {
			c.acked.Wait()
		}
		c.mu.Unlock()
	}
	return c.g.finish(t0)
}

// onceCtx: threads tasks race through the same fresh Onces; f counts the calls atomically (as
// the C version does: two tasks may run f for two different Onces at once).
type onceCtx struct {
	g     gate
	onces []sync.Once
	calls atomic.Int64
}

func onceWorker(arg any) any {
	c := arg.(*onceCtx)
	f := func() { c.calls.Add(1) }
	c.g.enter()
	for i := range c.onces {
		c.onces[i].Do(f)
	}
	c.g.leave()
	return nil
}

// onceContendedState is package-level: the tasks onceContended starts are detached, and a detached
// task may outlive any frame.
var onceContendedState onceCtx

func onceContended(threads int, n int64) time.Duration {
	c := &onceContendedState
	*c = onceCtx{}
	c.onces = mem.AllocSlice[sync.Once](mem.System, int(n), int(n))
	c.g.init(threads)
	for i := 0; i < threads; i++ {
		conc.Go(onceWorker, c).Detach()
	}
	d := c.g.finish(c.g.start())
	if c.calls.Load() != n {
		fail("OnceContended", "f did not run exactly once per Once")
	}
	mem.FreeSlice(mem.System, c.onces)
	return d
}

// rwCtx: threads tasks x r operations, one in 100 a write; each task takes an index from next.
type rwCtx struct {
	g      gate
	rw     sync.RWMutex
	data   [4]uint64
	writes uint64
	r      int64
	next   atomic.Int64
}

func rwWorker(arg any) any {
	c := arg.(*rwCtx)
	idx := c.next.Add(1) - 1
	c.g.enter()
	var sum uint64
	for i := int64(0); i < c.r; i++ {
		if (i+idx)%100 == 0 {
			c.rw.Lock()
			c.writes++
			for j := range c.data {
				c.data[j] += uint64(i)
			}
			c.rw.Unlock()
		} else {
			c.rw.RLock()
			for j := range c.data {
				sum += c.data[j]
			}
			c.rw.RUnlock()
		}
	}
	keep(sum)
	c.g.leave()
	return nil
}

// rwMutexState is package-level: the tasks rwMutex starts are detached, and a detached
// task may outlive any frame.
var rwMutexState rwCtx

func rwMutex(threads int, n int64) time.Duration {
	c := &rwMutexState
	*c = rwCtx{}
	c.r = n * rounds
	c.g.init(threads)
	for i := 0; i < threads; i++ {
		conc.Go(rwWorker, c).Detach()
	}
	d := c.g.finish(c.g.start())
	if c.writes != uint64(int64(threads)*c.r/100) {
		fail("RWMutexReadMostly", "lost writes")
	}
	return d
}

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

// mutexCtx: threads tasks x r rounds of Lock; counter++ (or workSteps of work); Unlock.
type mutexCtx struct {
	g         gate
	mu        sync.Mutex
	counter   uint64
	r         int64
	workSteps int64
}

func mutexWorker(arg any) any {
	c := arg.(*mutexCtx)
	c.g.enter()
	for i := int64(0); i < c.r; i++ {
		c.mu.Lock()
		if c.workSteps > 0 {
			c.counter = work(c.counter, c.workSteps)
		} else {
			c.counter++
		}
		c.mu.Unlock()
	}
	c.g.leave()
	return nil
}

// mutexContendedState is package-level: the tasks mutexContended starts are detached, and a detached
// task may outlive any frame.
var mutexContendedState mutexCtx

func mutexContended(name string, threads int, workSteps, r int64) time.Duration {
	c := &mutexContendedState
	*c = mutexCtx{}
	c.r = r
	c.workSteps = workSteps
	c.g.init(threads)
	for i := 0; i < threads; i++ {
		conc.Go(mutexWorker, c).Detach()
	}
	d := c.g.finish(c.g.start())
	if workSteps == 0 && c.counter != uint64(threads)*uint64(r) {
		fail(name, "lost increments")
	}
	keep(c.counter)
	return d
}

// wgCtx: threads tasks x r rounds of Add(1)+Done on one WaitGroup that the calling task waits on.
type wgCtx struct {
	g  gate
	wg sync.WaitGroup
	r  int64
}

func wgWorker(arg any) any {
	c := arg.(*wgCtx)
	c.g.enter()
	for i := int64(0); i < c.r; i++ {
		c.wg.Add(1)
		c.wg.Done()
	}
	c.wg.Done()
	c.g.leave()
	return nil
}

// waitGroupState is package-level: the tasks waitGroup starts are detached, and a detached
// task may outlive any frame.
var waitGroupState wgCtx

func waitGroup(threads int, n int64) time.Duration {
	c := &waitGroupState
	*c = wgCtx{}
	c.r = n * rounds
	c.wg.Add(threads)
	c.g.init(threads)
	for i := 0; i < threads; i++ {
		conc.Go(wgWorker, c).Detach()
	}
	t0 := c.g.start()
	c.wg.Wait()
	return c.g.finish(t0)
}

// threadCounts are the counts of every thread-count row: 1, 2 (the cores of the benchmark
// machine) and 8.
var threadCounts = [3]int{1, 2, 8}

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
	spin := [3]string{"MutexContendedSpin/T=1", "MutexContendedSpin/T=2", "MutexContendedSpin/T=8"}
	busy := [3]string{"MutexContendedWork/T=1", "MutexContendedWork/T=2", "MutexContendedWork/T=8"}
	for k := 0; k < 2; k++ {
		for i, t := range threadCounts {
			name, steps := spin[i], int64(0)
			if k == 1 {
				name, steps = busy[i], work1us
			}
			if wanted(name) {
				r := measure(func(n int64) time.Duration { return mutexContended(name, t, steps, n*rounds) })
				printPer(name, r, 1, time.Microsecond, "us/batch")
			}
		}
	}
	condNames := [4]string{"Cond1", "Cond2", "Cond4", "Cond8"}
	condWaiters := [4]int{1, 2, 4, 8}
	for i, w := range condWaiters {
		if wanted(condNames[i]) {
			r := measure(func(n int64) time.Duration { return condRun(w, n) })
			printPer(condNames[i], r, 1, time.Microsecond, "us/batch")
		}
	}
	if wanted("OnceUncontended") {
		printPer("OnceUncontended", measure(onceUncontended), 1, time.Nanosecond, "ns/op")
	}
	onceNames := [3]string{"OnceContended/T=1", "OnceContended/T=2", "OnceContended/T=8"}
	for i, t := range threadCounts {
		if wanted(onceNames[i]) {
			r := measure(func(n int64) time.Duration { return onceContended(t, n) })
			printPer(onceNames[i], r, 1, time.Nanosecond, "ns/op")
		}
	}
	wgNames := [3]string{"WaitGroup/T=1", "WaitGroup/T=2", "WaitGroup/T=8"}
	for i, t := range threadCounts {
		if wanted(wgNames[i]) {
			r := measure(func(n int64) time.Duration { return waitGroup(t, n) })
			printPer(wgNames[i], r, 1, time.Microsecond, "us/batch")
		}
	}
	rwNames := [3]string{"RWMutexReadMostly/T=1", "RWMutexReadMostly/T=2", "RWMutexReadMostly/T=8"}
	for i, t := range threadCounts {
		if wanted(rwNames[i]) {
			r := measure(func(n int64) time.Duration { return rwMutex(t, n) })
			printPer(rwNames[i], r, 1, time.Microsecond, "us/batch")
		}
	}
	if wanted("FutexCounter") {
		// 6 tasks x 1,000,000 locked increments.
		r := once(func(int64) time.Duration { return mutexContended("FutexCounter", 6, 0, 1_000_000) })
		printPer("FutexCounter", r, 1, time.Millisecond, "ms")
	}
}
