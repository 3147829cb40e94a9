package conc_test

import (
	"sync/atomic"
	"testing"

	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

type square struct{ in, out int }

func squareTask(arg any) {
	s := arg.(*square)
	s.out = s.in * s.in
}

func TestPoolRunsEveryTask(t *testing.T) {
	p := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: 3, QueueSize: 4})
	defer p.Free()
	tasks := make([]square, 1000)
	for i := range tasks {
		tasks[i].in = i
		p.Go(squareTask, &tasks[i])
	}
	p.Wait()
	for i, s := range tasks {
		if s.out != i*i {
			t.Fatalf("task %d: out %d", i, s.out)
		}
	}
	// The pool stays usable after Wait.
	for i := range tasks {
		tasks[i].in, tasks[i].out = i+1, 0
		p.Go(squareTask, &tasks[i])
	}
	p.Wait()
	for i, s := range tasks {
		if s.out != (i+1)*(i+1) {
			t.Fatalf("second round, task %d: out %d", i, s.out)
		}
	}
}

// At most NumThreads tasks run at a time.
func TestPoolBoundsConcurrency(t *testing.T) {
	var running, most atomic.Int32
	task := func(any) {
		n := running.Add(1)
		for {
			m := most.Load()
			if n <= m || most.CompareAndSwap(m, n) {
				break
			}
		}
		for range 1000 {
			_ = most.Load()
		}
		running.Add(-1)
	}
	p := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: 2, QueueSize: 1})
	for range 500 {
		p.Go(task, nil)
	}
	p.Free()
	if m := most.Load(); m > 2 || m < 1 {
		t.Fatalf("%d tasks ran at once with NumThreads 2", m)
	}
}

type tree struct {
	pool  *conc.Pool
	depth int
	count *atomic.Int64
}

// spawn submits two children from inside a task, down to depth 0.
func spawn(arg any) {
	tr := arg.(*tree)
	tr.count.Add(1)
	if tr.depth == 0 {
		return
	}
	for range 2 {
		tr.pool.Go(spawn, &tree{tr.pool, tr.depth - 1, tr.count})
	}
}

// Tasks submitting tasks into a pool whose queue is tiny never deadlock it, and Wait covers the
// tasks that tasks submitted.
func TestPoolNestedSubmission(t *testing.T) {
	for _, opts := range []conc.PoolOptions{
		{NumThreads: 1, QueueSize: 1},
		{NumThreads: 2, QueueSize: 1},
		{NumThreads: 4, QueueSize: 3},
	} {
		var count atomic.Int64
		p := conc.NewPool(mem.System, opts)
		p.Go(spawn, &tree{p, 10, &count})
		p.Wait()
		if n := count.Load(); n != 1<<11-1 {
			t.Fatalf("%+v: %d tasks ran, want %d", opts, n, 1<<11-1)
		}
		p.Free()
	}
}

// Free runs every queued task before it returns.
func TestPoolFreeDrains(t *testing.T) {
	var n atomic.Int32
	p := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: 1, QueueSize: 100})
	for range 100 {
		p.Go(func(any) { n.Add(1) }, nil)
	}
	p.Free()
	if n.Load() != 100 {
		t.Fatalf("Free returned after %d of 100 tasks", n.Load())
	}
}

func TestPoolZeroOptions(t *testing.T) {
	p := conc.NewPool(mem.System, conc.PoolOptions{})
	var s square
	s.in = 9
	p.Go(squareTask, &s)
	p.Wait()
	p.Free()
	if s.out != 81 {
		t.Fatalf("out %d", s.out)
	}
	p = conc.NewPool(nil, conc.PoolOptions{NumThreads: -1, QueueSize: -1}) // nil: mem.System
	p.Go(squareTask, &s)
	p.Free()
}

// The pool takes its memory from the allocator and gives all of it back.
func TestPoolMemory(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	p := conc.NewPool(tr.Allocator(), conc.PoolOptions{NumThreads: 2})
	if tr.Allocs() != 1 || tr.InUse() == 0 {
		t.Fatalf("while in use: allocs %d in use %d", tr.Allocs(), tr.InUse())
	}
	p.Free()
	if tr.Frees() != 1 || tr.InUse() != 0 {
		t.Fatalf("after Free: frees %d in use %d", tr.Frees(), tr.InUse())
	}
	if got := panicMsg(func() { conc.NewPool(mem.NoAlloc, conc.PoolOptions{}) }); got != "conc: out of memory" {
		t.Fatalf("NewPool(NoAlloc) panicked with %q", got)
	}
}

// Submitting from many threads at once while the queue is full: nothing is lost.
func TestPoolConcurrentSubmitters(t *testing.T) {
	p := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: 2, QueueSize: 2})
	defer p.Free()
	var n atomic.Int64
	const submitters, each = 6, 2000
	threads := make([]conc.Thread, submitters)
	for i := range threads {
		threads[i] = conc.Go(func(any) any {
			for range each {
				p.Go(func(any) { n.Add(1) }, nil)
			}
			return nil
		}, nil)
	}
	for _, th := range threads {
		th.Wait()
	}
	p.Wait()
	if n.Load() != submitters*each {
		t.Fatalf("%d of %d tasks ran", n.Load(), submitters*each)
	}
}
