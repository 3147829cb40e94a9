// Command bench is the Go twin of the C benchmark programs in bench/c: the same rows, doing the
// same work, with Go's own sync, sync/atomic, goroutines and channels, written the way a Go
// programmer would write them. It follows the harness rules of bench/c/bench.h:
//
//   - A benchmark is a function run(n) that does n batches of work and returns the time it took,
//     timed by itself with the monotonic clock (goroutine start-up and set-up are left out).
//   - The harness calls it with a growing n until one run lasts at least the target time
//     (BENCH_TARGET_MS, default 50 ms) and reports that last run.
//   - One line per benchmark on stdout: "BENCH <name> <value> <unit>"; a wrong result prints
//     "FAIL <name> <reason>" instead.
//
// Usage: bench <group> [filter], where group is sync, atomic, chan, pool, switch, parked or tasks and
// filter a regular expression on the benchmark names.
package main

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"sync"
	"time"
)

var (
	filter   *regexp.Regexp
	failures int
)

// wanted reports whether the benchmark name passes the filter.
func wanted(name string) bool {
	return filter == nil || filter.MatchString(name)
}

// fail reports a wrong result.
func fail(name, reason string) {
	fmt.Printf("FAIL %s %s\n", name, reason)
	failures++
}

func targetTime() time.Duration {
	ms, err := strconv.Atoi(os.Getenv("BENCH_TARGET_MS"))
	if err != nil || ms <= 0 {
		ms = 50
	}
	return time.Duration(ms) * time.Millisecond
}

// result is the reported run: n batches in elapsed time.
type result struct {
	n       int64
	elapsed time.Duration
}

// measure grows n until run(n) lasts at least the target time.
func measure(run func(n int64) time.Duration) result {
	target := targetTime()
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
	fmt.Printf("BENCH %s %.6g %s\n", name, v, unitName)
}

// printRate reports n * opsPerBatch per second.
func printRate(name string, r result, opsPerBatch float64, unitName string) {
	v := float64(r.n) * opsPerBatch / r.elapsed.Seconds()
	fmt.Printf("BENCH %s %.6g %s\n", name, v, unitName)
}

// parallel starts goroutines that wait at a gate, starts the clock and opens the gate, runs
// mainFn (if any) on the calling goroutine, waits for every goroutine and returns the elapsed
// time. Starting the goroutines is outside the measurement; waiting for them is inside.
func parallel(goroutines int, worker func(idx int), mainFn func()) time.Duration {
	var ready, done sync.WaitGroup
	gate := make(chan struct{})
	ready.Add(goroutines)
	done.Add(goroutines)
	for i := 0; i < goroutines; i++ {
		go func(idx int) {
			defer done.Done()
			ready.Done()
			<-gate
			worker(idx)
		}(i)
	}
	ready.Wait()
	t0 := time.Now()
	close(gate)
	if mainFn != nil {
		mainFn()
	}
	done.Wait()
	return time.Since(t0)
}

// threadCounts are the counts of every thread-count row: 1, 2 (the cores of the benchmark
// machine) and 8.
var threadCounts = []int{1, 2, 8}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: bench sync|atomic|chan|pool|switch|parked|tasks [filter]")
		os.Exit(2)
	}
	if len(os.Args) > 2 && os.Args[2] != "" {
		re, err := regexp.Compile(os.Args[2])
		if err != nil {
			fmt.Fprintf(os.Stderr, "bench: bad filter: %v\n", err)
			os.Exit(2)
		}
		filter = re
	}
	switch os.Args[1] {
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
		fmt.Fprintf(os.Stderr, "bench: unknown group %q\n", os.Args[1])
		os.Exit(2)
	}
	if failures > 0 {
		os.Exit(1)
	}
}
