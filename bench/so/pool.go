package main

// The pool rows, twins of bench/c/pool.c and bench/go/pool.go (see bench/c/pool.c for the list
// of rows and units), on a conc.Pool made before and freed after each run. ThreadPerTask starts
// each task with conc.Go and waits for its Thread, as the C version does (Go uses a WaitGroup).

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/sync/atomic"
	"solod.dev/so/time"
)

// fixedCtx: tasks that each compute steps work steps, or sleep 1 ms.
type fixedCtx struct {
	sleep bool
	steps int64
	done  atomic.Int64 // tasks finished
}

func fixedTask(arg any) {
	c := arg.(*fixedCtx)
	if c.sleep {
		time.Sleep(time.Millisecond)
	} else {
		keep(work(uint64(c.steps), c.steps))
	}
	c.done.Add(1)
}

// fixedRun: n batches of tasks tasks on workers workers.
func fixedRun(name string, workers, tasks int, sleep bool, steps, n int64) time.Duration {
	p := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: workers})
	var c fixedCtx
	c.sleep = sleep
	c.steps = steps
	t0 := time.Now()
	for r := int64(0); r < n; r++ {
		for i := 0; i < tasks; i++ {
			p.Go(fixedTask, &c)
		}
		p.Wait()
	}
	d := time.Since(t0)
	p.Free()
	if c.done.Load() != n*int64(tasks) {
		fail(name, "Wait returned before every task had finished")
	}
	return d
}

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

// threadCounter is package-level: the batch's handles are, so the lifetime analysis does not
// see the Waits as joining the tasks.
var threadCounter atomic.Int64

func threadPerTask(n int64) time.Duration {
	counter := &threadCounter
	counter.Store(0)
	t0 := time.Now()
	for r := int64(0); r < n; r++ {
		for i := range threads {
			threads[i] = conc.Go(tinyThread, counter)
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

const (
	scalingTasks     = 10000
	scalingUniformUS = 6
	scalingMaxShift  = 10
)

// scaleTask is one PoolScaling task: steps work steps, the result in out.
type scaleTask struct {
	steps int64
	out   uint64
}

func runScaleTask(arg any) {
	t := arg.(*scaleTask)
	t.out = work(uint64(t.steps), t.steps)
}

// scaleTasks are the tasks of a PoolScaling run (the C version's static array).
var scaleTasks [scalingTasks]scaleTask

// splitmix64 is the task-size generator, identical in bench/c/pool.c and bench/go/pool.go.
func splitmix64(state *uint64) uint64 {
	*state += 0x9E3779B97F4A7C15
	z := *state
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// scaleSizes sets the tasks' sizes: 6 us each, or 2^j us with j the number of trailing zero
// bits of the next splitmix64 value, capped at scalingMaxShift.
func scaleSizes(heavy bool) {
	state := uint64(42)
	for i := range scaleTasks {
		us := int64(scalingUniformUS)
		if heavy {
			r := splitmix64(&state)
			j := 0
			for j < scalingMaxShift && r&(1<<j) == 0 {
				j++
			}
			us = int64(1) << j
		}
		scaleTasks[i].steps = us * work1us
	}
}

func scaleRun(name string, workers int, n int64) time.Duration {
	p := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: workers})
	t0 := time.Now()
	for r := int64(0); r < n; r++ {
		for i := range scaleTasks {
			scaleTasks[i].out = 0
			p.Go(runScaleTask, &scaleTasks[i])
		}
		p.Wait()
	}
	d := time.Since(t0)
	p.Free()
	for i := range scaleTasks {
		if scaleTasks[i].out != work(uint64(scaleTasks[i].steps), scaleTasks[i].steps) {
			fail(name, "a task did not run")
			break
		}
	}
	return d
}

func benchPool() {
	cpuNames := [2]string{"PoolCPU/W=2", "PoolCPU/W=8"}
	workers := [2]int{2, 8}
	for i := range cpuNames {
		w, name := workers[i], cpuNames[i]
		if wanted(name) {
			r := measure(func(n int64) time.Duration { return fixedRun(name, w, 1000, false, 40*work1us, n) })
			printPer(name, r, 1, time.Millisecond, "ms/batch")
		}
	}
	if wanted("PoolIO/W=8") {
		r := measure(func(n int64) time.Duration { return fixedRun("PoolIO/W=8", 8, 64, true, 0, n) })
		printPer("PoolIO/W=8", r, 1, time.Millisecond, "ms/batch")
	}
	names := [2]string{"PoolTiny/W=2", "PoolTiny/W=8"}
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
	scaleNames := [2][3]string{
		{"PoolScaling/uniform/W=1", "PoolScaling/uniform/W=2", "PoolScaling/uniform/W=8"},
		{"PoolScaling/heavy/W=1", "PoolScaling/heavy/W=2", "PoolScaling/heavy/W=8"},
	}
	for k := range scaleNames {
		for i, w := range threadCounts {
			name := scaleNames[k][i]
			if wanted(name) {
				scaleSizes(k == 1)
				r := measure(func(n int64) time.Duration { return scaleRun(name, w, n) })
				printPer(name, r, 1, time.Millisecond, "ms/batch")
			}
		}
	}
}
