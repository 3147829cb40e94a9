package main

// PoolTiny and ThreadPerTask, twins of bench/c/pool.c and bench/go/pool.go: 20,000 near-empty
// tasks on a conc.Pool of w workers, then Wait, n times; 1000 near-empty tasks each started with
// conc.Go and waited for (as the C version does; Go uses a WaitGroup), n times.

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/sync/atomic"
	"solod.dev/so/time"
)

const (
	tinyTasks   = 20000
	threadTasks = 1000
)

func tinyTask(arg any) {
	arg.(*atomic.Int64).Add(1)
}

func tinyRun(workers int, n int64) time.Duration {
	p := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: workers})
	var counter atomic.Int64
	t0 := time.Now()
	for r := int64(0); r < n; r++ {
		for i := 0; i < tinyTasks; i++ {
			p.Go(tinyTask, &counter)
		}
		p.Wait()
	}
	d := time.Since(t0)
	p.Free()
	if counter.Load() != n*tinyTasks {
		fail("PoolTiny", "lost tasks")
	}
	return d
}

func tinyThread(arg any) any {
	arg.(*atomic.Int64).Add(1)
	return nil
}

// threads holds the Threads of a ThreadPerTask batch (the C version's static array).
var threads [threadTasks]conc.Thread

func threadPerTask(n int64) time.Duration {
	var counter atomic.Int64
	t0 := time.Now()
	for r := int64(0); r < n; r++ {
		for i := range threads {
			threads[i] = conc.Go(tinyThread, &counter)
		}
		for i := range threads {
			threads[i].Wait()
		}
	}
	d := time.Since(t0)
	if counter.Load() != n*threadTasks {
		fail("ThreadPerTask", "lost tasks")
	}
	return d
}

func benchPool() {
	names := [2]string{"PoolTiny/W=2", "PoolTiny/W=8"}
	workers := [2]int{2, 8}
	for i := range names {
		w := workers[i]
		if wanted(names[i]) {
			r := measure(func(n int64) time.Duration { return tinyRun(w, n) })
			printRate(names[i], r, tinyTasks, "tasks/s")
		}
	}
	if wanted("ThreadPerTask") {
		printPer("ThreadPerTask", measure(threadPerTask), threadTasks, time.Nanosecond, "ns/task")
	}
}
