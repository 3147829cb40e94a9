// Workerpool computes, for a batch of numbers, their Collatz stopping times and prime
// factorizations on a conc.Pool of workers; each task writes its own slot, a sync.Mutex
// guards shared totals, and the results are printed in order with fmt afterwards.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/fmt"
	"solod.dev/so/sync"
)

type task struct {
	n       int
	steps   int
	peak    int
	factors [16]int
	nf      int
	totals  *totals
}

type totals struct {
	mu       sync.Mutex
	steps    int
	primes   int
	maxPeak  int
	maxPeakN int
}

func collatz(n int) (steps, peak int) {
	peak = n
	for n != 1 {
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
		peak = max(peak, n)
		steps++
	}
	return
}

func work(arg any) {
	t := arg.(*task)
	t.steps, t.peak = collatz(t.n)
	m := t.n
	for p := 2; p*p <= m; p++ {
		for m%p == 0 {
			t.factors[t.nf] = p
			t.nf++
			m /= p
		}
	}
	if m > 1 {
		t.factors[t.nf] = m
		t.nf++
	}
	t.totals.mu.Lock()
	t.totals.steps += t.steps
	if t.nf == 1 {
		t.totals.primes++
	}
	if t.peak > t.totals.maxPeak || (t.peak == t.totals.maxPeak && t.n < t.totals.maxPeakN) {
		t.totals.maxPeak, t.totals.maxPeakN = t.peak, t.n
	}
	t.totals.mu.Unlock()
}

func main() {
	nums := []int{27, 97, 871, 6171, 77031, 837799, 1000003, 999999, 65536, 12345, 2, 3, 7919, 510510, 8128, 9973}
	var tot totals
	tasks := make([]task, len(nums))
	pool := conc.NewPool(nil, conc.PoolOptions{NumThreads: 4, QueueSize: 4})
	for round := 0; round < 2; round++ {
		for i, n := range nums {
			tasks[i] = task{n: n + round, totals: &tot}
			pool.Go(work, &tasks[i])
		}
		pool.Wait()
		fmt.Printf("round %d\n", round)
		for _, t := range tasks {
			fmt.Printf("  %8d: %4d steps, peak %12d, factors %v\n", t.n, t.steps, t.peak, t.factors[:t.nf])
		}
	}
	pool.Free()
	fmt.Printf("total steps %d, primes %d, highest peak %d (from %d)\n", tot.steps, tot.primes, tot.maxPeak, tot.maxPeakN)
}
