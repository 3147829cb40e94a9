package conc_test

import (
	"testing"

	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/sync/atomic"
)

type square struct{ in, out int }

func squareTask(arg any) {
	s := arg.(*square)
	s.out = s.in * s.in
}

func TestPoolRunsEveryTask(t *testing.T) {
	p := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: 3, QueueSize: 4})
	defer p.Free()
	var tasks [1000]square
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

// bounds is what the tasks of TestPoolBoundsConcurrency share.
type bounds struct {
	running, most atomic.Int32
}

func boundedTask(arg any) {
	b := arg.(*bounds)
	n := b.running.Add(1)
	for {
		m := b.most.Load()
		if n <= m || b.most.CompareAndSwap(m, n) {
			break
		}
	}
	for range 1000 {
		_ = b.most.Load()
	}
	b.running.Add(-1)
}

// At most NumThreads tasks run at a time.
func TestPoolBoundsConcurrency(t *testing.T) {
	var b bounds
	p := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: 2, QueueSize: 1})
	for range 500 {
		p.Go(boundedTask, &b)
	}
	p.Free()
	if m := b.most.Load(); m > 2 || m < 1 {
		t.Fatalf("%d tasks ran at once with NumThreads 2", m)
	}
}

const treeDepth = 10

// tree is a binary tree of tasks, numbered as in a heap: task i submits tasks 2i+1 and 2i+2.
type tree struct {
	pool  *conc.Pool
	count atomic.Int64
	nodes [1<<(treeDepth+1) - 1]treeNode
}

type treeNode struct {
	t *tree
	i int
}

// spawn submits the node's two children from inside a task, down to the leaves.
func spawn(arg any) {
	n := arg.(*treeNode)
	t := n.t
	t.count.Add(1)
	for c := 2*n.i + 1; c <= 2*n.i+2 && c < len(t.nodes); c++ {
		t.pool.Go(spawn, &t.nodes[c])
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
		var tr tree
		for i := range tr.nodes {
			tr.nodes[i] = treeNode{&tr, i}
		}
		pool := conc.NewPool(mem.System, opts)
		tr.pool = pool
		pool.Go(spawn, &tr.nodes[0])
		pool.Wait()
		if n := tr.count.Load(); n != int64(len(tr.nodes)) {
			t.Fatalf("%+v: %d tasks ran, want %d", opts, n, len(tr.nodes))
		}
		tr.pool.Free()
	}
}

func countTask(arg any) {
	arg.(*atomic.Int64).Add(1)
}

// Free runs every queued task before it returns.
func TestPoolFreeDrains(t *testing.T) {
	var n atomic.Int64
	p := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: 1, QueueSize: 100})
	for range 100 {
		p.Go(countTask, &n)
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
	s.in = 5
	p.Go(squareTask, &s)
	p.Free()
	if s.out != 25 {
		t.Fatalf("out %d", s.out)
	}
	p = conc.NewPool(mem.System, conc.PoolOptions{NumThreads: 2, StackSize: 1 << 20})
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
}

const submitters, submitted = 6, 2000

// submitter is a thread of TestPoolConcurrentSubmitters.
type submitter struct {
	p *conc.Pool
	n *atomic.Int64
}

func submit(arg any) any {
	s := arg.(*submitter)
	for range submitted {
		s.p.Go(countTask, s.n)
	}
	return nil
}

// Submitting from many threads at once while the queue is full: nothing is lost.
func TestPoolConcurrentSubmitters(t *testing.T) {
	p := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: 2, QueueSize: 2})
	defer p.Free()
	var n atomic.Int64
	s := submitter{p, &n}
	var threads [submitters]conc.Thread
	for i := range threads {
		threads[i] = conc.Go(submit, &s)
	}
	for _, th := range threads {
		th.Wait()
	}
	p.Wait()
	if n.Load() != submitters*submitted {
		t.Fatalf("%d of %d tasks ran", n.Load(), submitters*submitted)
	}
}
