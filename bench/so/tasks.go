package main

// The parked and tasks groups, twins of bench/c/tasks.c (see that file for the rows and units)
// and bench/go/tasks.go: ParkedTasks and SpawnWait. As in the C version, a task is started with
// conc.Go and waited for through its Thread (Go uses a WaitGroup).

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/sync"
	"solod.dev/so/sync/atomic"
	"solod.dev/so/time"
)

const parkedTasks = 100000

// parkedCtx is one parked task: it says it is ready, then blocks receiving from ch.
type parkedCtx struct {
	ch    conc.Chan[int64]
	ready *sync.WaitGroup
}

func parkedTask(arg any) any {
	t := arg.(*parkedCtx)
	t.ready.Done()
	var v int64
	t.ch.Recv(&v)
	return nil
}

// The tasks, Threads and ready count of ParkedTasks (the C version's static arrays; its
// WaitGroup is a local, but a So task may not keep a pointer to a local of main's frame in a
// package-level variable).
var (
	parkedCtxs    [parkedTasks]parkedCtx
	parkedThreads [parkedTasks]conc.Thread
	parkedReady   sync.WaitGroup
)

func parked() {
	before := residentBytes()
	parkedReady.Add(parkedTasks)
	for i := range parkedCtxs {
		parkedCtxs[i].ch = conc.NewChan[int64](mem.System, 0)
		parkedCtxs[i].ready = &parkedReady
		parkedThreads[i] = conc.Go(parkedTask, &parkedCtxs[i])
	}
	parkedReady.Wait()
	after := residentBytes()
	for i := range parkedCtxs {
		parkedCtxs[i].ch.Close()
	}
	for i := range parkedCtxs {
		parkedThreads[i].Wait()
		parkedCtxs[i].ch.Free()
	}
	if before < 0 || after < before {
		fail("ParkedTasks", "cannot read the resident set size")
		return
	}
	printLine("ParkedTasks", float64(after-before)/parkedTasks, "B/task")
}

const spawnTasks = 100000

var spawned atomic.Int64

func spawnTask(arg any) any {
	spawned.Add(1)
	return nil
}

// spawnThreads are the Threads of a SpawnWait batch (the C version's static array).
var spawnThreads [spawnTasks]conc.Thread

func spawnWait(n int64) time.Duration {
	spawned.Store(0)
	t0 := time.Now()
	for r := int64(0); r < n; r++ {
		for i := range spawnThreads {
			spawnThreads[i] = conc.Go(spawnTask, nil)
		}
		for i := range spawnThreads {
			spawnThreads[i].Wait()
		}
	}
	d := time.Since(t0)
	if spawned.Load() != n*spawnTasks {
		fail("SpawnWait", "lost tasks")
	}
	return d
}

func benchParked() {
	if wanted("ParkedTasks") {
		parked()
	}
}

func benchTasks() {
	if wanted("SpawnWait") {
		printPer("SpawnWait", measure(spawnWait), spawnTasks, time.Nanosecond, "ns/task")
	}
}
