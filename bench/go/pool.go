package main

// The pool rows, twin of bench/c/pool.c (see that file for the list of rows and units). The Go
// pool is what a Go programmer writes: a fixed set of worker goroutines ranging over a channel of
// tasks (buffered to the worker count, like so/conc's default queue) and a WaitGroup counting
// unfinished tasks. ThreadPerTask starts one goroutine per task.

import (
	"fmt"
	"math/bits"
	"sync"
	"sync/atomic"
	"time"
)

// pool is a fixed set of worker goroutines fed by a channel.
type pool struct {
	tasks   chan func()
	pending sync.WaitGroup // tasks submitted and not finished
	workers sync.WaitGroup
}

func newPool(workers int) *pool {
	p := &pool{tasks: make(chan func(), workers)}
	p.workers.Add(workers)
	for i := 0; i < workers; i++ {
		go func() {
			defer p.workers.Done()
			for task := range p.tasks {
				task()
				p.pending.Done()
			}
		}()
	}
	return p
}

// Go queues a task; it blocks while the queue is full.
func (p *pool) Go(task func()) {
	p.pending.Add(1)
	p.tasks <- task
}

// Wait blocks until every task submitted so far has finished.
func (p *pool) Wait() { p.pending.Wait() }

// Free stops the workers once the queued tasks have run.
func (p *pool) Free() {
	close(p.tasks)
	p.workers.Wait()
}

// fixedRun: a batch of `tasks` tasks, each computing `steps` work steps or sleeping 1 ms.
func fixedRun(name string, workers, tasks int, sleep bool, steps int64) func(n int64) time.Duration {
	return func(n int64) time.Duration {
		p := newPool(workers)
		var done atomic.Int64
		task := func() {
			if sleep {
				time.Sleep(time.Millisecond)
			} else {
				keep(work(uint64(steps), steps))
			}
			done.Add(1)
		}
		t0 := time.Now()
		for r := int64(0); r < n; r++ {
			for i := 0; i < tasks; i++ {
				p.Go(task)
			}
			p.Wait()
		}
		d := time.Since(t0)
		p.Free()
		if done.Load() != n*int64(tasks) {
			fail(name, "Wait returned before every task had finished")
		}
		return d
	}
}

const (
	tinyTasks   = 20000
	threadTasks = 1000
)

func tinyRun(workers int) func(n int64) time.Duration {
	return func(n int64) time.Duration {
		p := newPool(workers)
		var counter atomic.Int64
		task := func() { counter.Add(1) }
		t0 := time.Now()
		for r := int64(0); r < n; r++ {
			for i := 0; i < tinyTasks; i++ {
				p.Go(task)
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
}

func threadPerTask(n int64) time.Duration {
	var counter atomic.Int64
	var wg sync.WaitGroup
	t0 := time.Now()
	for r := int64(0); r < n; r++ {
		wg.Add(threadTasks)
		for i := 0; i < threadTasks; i++ {
			go func() {
				counter.Add(1)
				wg.Done()
			}()
		}
		wg.Wait()
	}
	d := time.Since(t0)
	if counter.Load() != n*threadTasks {
		fail("ThreadPerTask", "lost tasks")
	}
	return d
}

const (
	scalingTasks     = 10000
	scalingUniformUS = 6
	scalingMaxShift  = 10
)

// splitmix64 is the task-size generator, identical in bench/c/pool.c.
func splitmix64(state *uint64) uint64 {
	*state += 0x9E3779B97F4A7C15
	z := *state
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

func scaleSizes(heavy bool) []int64 {
	steps := make([]int64, scalingTasks)
	state := uint64(42)
	for i := range steps {
		us := int64(scalingUniformUS)
		if heavy {
			j := min(bits.TrailingZeros64(splitmix64(&state)), scalingMaxShift)
			us = int64(1) << j
		}
		steps[i] = us * work1us
	}
	return steps
}

func scaleRun(name string, workers int, steps []int64) func(n int64) time.Duration {
	return func(n int64) time.Duration {
		p := newPool(workers)
		out := make([]uint64, len(steps))
		t0 := time.Now()
		for r := int64(0); r < n; r++ {
			for i := range steps {
				out[i] = 0
				i := i
				p.Go(func() { out[i] = work(uint64(steps[i]), steps[i]) })
			}
			p.Wait()
		}
		d := time.Since(t0)
		p.Free()
		for i := range steps {
			if out[i] != work(uint64(steps[i]), steps[i]) {
				fail(name, "a task did not run")
				break
			}
		}
		return d
	}
}

func benchPool() {
	for _, w := range []int{2, 8} {
		name := fmt.Sprintf("PoolCPU/W=%d", w)
		if wanted(name) {
			printPer(name, measure(fixedRun(name, w, 1000, false, 40*work1us)), 1, time.Millisecond, "ms/batch")
		}
	}
	if wanted("PoolIO/W=8") {
		printPer("PoolIO/W=8", measure(fixedRun("PoolIO/W=8", 8, 64, true, 0)), 1, time.Millisecond, "ms/batch")
	}
	for _, w := range []int{2, 8} {
		name := fmt.Sprintf("PoolTiny/W=%d", w)
		if wanted(name) {
			printRate(name, measure(tinyRun(w)), tinyTasks, "tasks/s")
		}
	}
	if wanted("ThreadPerTask") {
		printPer("ThreadPerTask", measure(threadPerTask), threadTasks, time.Nanosecond, "ns/task")
	}
	for _, heavy := range []bool{false, true} {
		kind := "uniform"
		if heavy {
			kind = "heavy"
		}
		steps := scaleSizes(heavy)
		for _, w := range threadCounts {
			name := fmt.Sprintf("PoolScaling/%s/W=%d", kind, w)
			if wanted(name) {
				printPer(name, measure(scaleRun(name, w, steps)), 1, time.Millisecond, "ms/batch")
			}
		}
	}
}
