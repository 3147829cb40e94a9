// Package solod.dev/so/sync under solod, with threads: a Mutex-protected counter that four
// threads increment, TryLock, an RWMutex with readers and writers (TryLock/TryRLock),
// Once running a closure exactly once whatever the number of threads calling Do, Cond's
// Signal and Broadcast waking waiters that re-check their condition, WaitFor timing out, and a
// WaitGroup that Wait blocks on until every thread has called Done. The package's threads
// bind the C runtime's conc_Go (its name is also a system header's, <threads.h>).
package main

import (
	"example.com/synclocks/threads"
	"solod.dev/so/sync"
)

const workers = 4

type shared struct {
	mu      sync.Mutex
	count   int
	rw      sync.RWMutex
	table   [8]int
	reads   int
	readsMu sync.Mutex
	once    sync.Once
	onceRan int
	wg      sync.WaitGroup

	// Cond: a start line released by Broadcast, and jobs handed out one by one by Signal;
	// main (the only waiter on ready) hears from the workers through Signal.
	qmu     sync.Mutex
	ready   sync.Cond
	start   sync.Cond
	job     sync.Cond
	started bool
	closed  bool
	waiting int
	wakeups int
	jobs    int
	done    int
}

func counter(arg any) any {
	s := arg.(*shared)
	for i := 0; i < 10000; i++ {
		s.mu.Lock()
		s.count++
		s.mu.Unlock()
	}
	return nil
}

func rwUser(arg any) any {
	s := arg.(*shared)
	for i := 0; i < 2000; i++ {
		if i%10 == 0 {
			s.rw.Lock()
			for k := range s.table {
				s.table[k]++
			}
			s.rw.Unlock()
			continue
		}
		s.rw.RLock()
		sum := 0
		for _, v := range s.table {
			sum += v
		}
		if sum%len(s.table) != 0 {
			panic("a reader saw a half-written table")
		}
		s.rw.RUnlock()
		s.readsMu.Lock()
		s.reads++
		s.readsMu.Unlock()
	}
	return nil
}

func onceUser(arg any) any {
	s := arg.(*shared)
	for i := 0; i < 100; i++ {
		s.once.Do(func() { s.onceRan++ })
	}
	s.wg.Done()
	return nil
}

// jobTaker waits for the start line (Broadcast), then takes jobs one by one (Signal).
func jobTaker(arg any) any {
	s := arg.(*shared)
	s.qmu.Lock()
	s.waiting++
	s.ready.Signal()
	for !s.started {
		s.start.Wait()
	}
	s.wakeups++
	for {
		for s.jobs == 0 && !s.closed {
			s.job.Wait()
		}
		if s.jobs == 0 {
			break
		}
		s.jobs--
		s.done++
		s.ready.Signal()
	}
	s.qmu.Unlock()
	return nil
}

func main() {
	s := &shared{}
	var ts [workers]threads.Thread

	// Mutex.
	for k := range ts {
		ts[k] = threads.Go(counter, s)
	}
	for _, t := range ts {
		t.Wait()
	}
	println("mutex count", s.count)
	println("trylock", s.mu.TryLock(), s.mu.TryLock())
	s.mu.Unlock()
	println("trylock again", s.mu.TryLock())
	s.mu.Unlock()
	var m sync.Mutex
	m.Init()
	m.Lock()
	m.Unlock()
	m.Free()

	// RWMutex.
	for k := range ts {
		ts[k] = threads.Go(rwUser, s)
	}
	for _, t := range ts {
		t.Wait()
	}
	println("rwmutex table", s.table[0], s.table[7], "reads", s.reads)
	println("rw try", s.rw.TryRLock(), s.rw.TryRLock(), s.rw.TryLock())
	s.rw.RUnlock()
	s.rw.RUnlock()
	println("rw trylock", s.rw.TryLock(), s.rw.TryRLock(), s.rw.TryLock())
	s.rw.Unlock()

	// Once and WaitGroup.
	s.wg.Add(workers)
	for k := range ts {
		ts[k] = threads.Go(onceUser, s)
	}
	s.wg.Wait()
	println("once ran", s.onceRan)
	for _, t := range ts {
		t.Wait()
	}
	var o sync.Once
	o.Init()
	n := 0
	o.Do(func() { n += 10 })
	o.Do(func() { n += 100 })
	o.Free()
	println("once local", n)
	var wg sync.WaitGroup
	wg.Add(2)
	wg.Done()
	wg.Add(-1)
	wg.Wait()
	println("waitgroup zero")

	// Cond.
	s.ready.Init(&s.qmu)
	s.start.Init(&s.qmu)
	s.job.Init(&s.qmu)
	for k := range ts {
		ts[k] = threads.Go(jobTaker, s)
	}
	s.qmu.Lock()
	for s.waiting < workers {
		s.ready.Wait()
	}
	s.started = true
	s.start.Broadcast()
	for i := 0; i < 10; i++ {
		s.jobs++
		s.job.Signal()
		for s.jobs > 0 {
			s.ready.Wait()
		}
	}
	s.closed = true
	s.job.Broadcast()
	s.qmu.Unlock()
	for _, t := range ts {
		t.Wait()
	}
	println("cond woken", s.wakeups, "jobs done", s.done)
	s.qmu.Lock()
	println("waitfor timed out", s.ready.WaitFor(1000000))
	s.qmu.Unlock()
	s.ready.Free()

	// Misuse panics as the C runtime does.
	var bad sync.Mutex
	bad.Unlock()
}
