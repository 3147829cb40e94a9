// Command so is the So twin of the benchmark programs in bench/c and bench/go: the same rows,
// doing the same work, written in So (Go without a garbage collector) against the runtime
// packages solod.dev/so/conc, so/sync, so/sync/atomic, so/mem and so/time, and compiled to C by
// solod. It follows the harness rules of bench/c/bench.h and bench/go/main.go (growing n until
// one run lasts BENCH_TARGET_MS, one "BENCH <name> <value> <unit>" or "FAIL <name> <reason>"
// line per row), and it is also a Go program: `go run . chan` runs it on Go's runtime (the Go
// bodies of the so/ packages).
//
// Usage: so <group> [filter], group one of sync, atomic, chan, pool, switch, parked, tasks.
//
// Where bench/go starts a goroutine with a closure, So starts a task (conc.Go) with a top-level
// function and a pointer to a context struct: a closure may not outlive its frame, and a task's
// entry is a plain C function pointer.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/sync"
	"solod.dev/so/time"
)

var failures int32

// fail reports a wrong result.
func fail(name, reason string) {
	printFail(name, reason)
	failures++
}

// result is the reported run: n batches in elapsed time.
type result struct {
	n       int64
	elapsed time.Duration
}

// measure grows n until run(n) lasts at least the target time.
func measure(run func(n int64) time.Duration) result {
	target := time.Duration(targetMs()) * time.Millisecond
	n := int64(1)
	for {
		d := run(n)
		if d >= target || n >= 1_000_000_000 {
			return result{n, d}
		}
		// Aim 20% past the target so that the next run is very likely the last.
		per := float64(max(d, time.Microsecond)) / float64(n)
		next := int64(float64(target) * 1.2 / per)
		next = min(next, 100*n)
		if next <= n {
			next = n + 1
		}
		n = next
	}
}

// once runs run(1) a single time: for rows whose unit is the total time of a fixed job.
func once(run func(n int64) time.Duration) result {
	return result{1, run(1)}
}

// printPer reports elapsed / (n * opsPerBatch) in units of unit.
func printPer(name string, r result, opsPerBatch float64, unit time.Duration, unitName string) {
	v := float64(r.elapsed) / (float64(r.n) * opsPerBatch) / float64(unit)
	printLine(name, v, unitName)
}

// printRate reports n * opsPerBatch per second.
func printRate(name string, r result, opsPerBatch float64, unitName string) {
	v := float64(r.n) * opsPerBatch / (float64(r.elapsed) / float64(time.Second))
	printLine(name, v, unitName)
}

// gate is the start gate of bench/go's parallel: the started tasks count ready down and wait
// for open to be closed; done counts them out. Starting them is outside the measurement,
// waiting for them inside.
type gate struct {
	ready, done sync.WaitGroup
	open        conc.Chan[int]
}

func (g *gate) init(tasks int) {
	g.open = conc.NewChan[int](mem.System, 0)
	g.ready.Add(tasks)
	g.done.Add(tasks)
}

// enter is a task's first step: it is ready, and waits for the gate to open.
func (g *gate) enter() {
	g.ready.Done()
	g.open.Recv(nil)
}

// leave is a task's last step.
func (g *gate) leave() { g.done.Done() }

// start waits for every task to be ready, starts the clock and opens the gate.
func (g *gate) start() time.Time {
	g.ready.Wait()
	t0 := time.Now()
	g.open.Close()
	return t0
}

// finish waits for every task to leave and returns the time since start.
func (g *gate) finish(t0 time.Time) time.Duration {
	g.done.Wait()
	d := time.Since(t0)
	g.open.Free()
	return d
}

func main() {
	group := arg(1)
	setFilter(arg(2))
	switch group {
	case "sync":
		benchSync()
	case "atomic":
		benchAtomic()
	case "chan":
		benchChan()
	case "pool":
		benchPool()
	case "switch":
		benchSwitch()
	case "parked":
		benchParked()
	case "tasks":
		benchTasks()
	default:
		println("usage: so sync|atomic|chan|pool|switch|parked|tasks [filter]")
		exit(2)
	}
	if failures > 0 {
		exit(1)
	}
}
