//go:build !solod

package conc

import (
	"math"
	"runtime"
	gosync "sync"
	"unsafe"

	"solod.dev/so/mem"
)

// PoolOptions are the settings of NewPool. The zero PoolOptions selects the defaults.
type PoolOptions struct {
	NumThreads int // workers; 0: one per CPU
	QueueSize  int // tasks queued before Go blocks; 0: NumThreads
	StackSize  int // worker stack size in bytes; 0: the default (ignored under Go: stacks grow)
}

// Pool is a fixed set of worker threads running queued tasks. It is made by NewPool and
// released by Free.
type Pool struct {
	queue   chan task
	workers gosync.WaitGroup
	ids     gosync.Map // goroutine id of each worker -> struct{}

	mu      gosync.Mutex
	idle    *gosync.Cond // broadcast when pending drops to 0
	pending int          // tasks submitted and not yet finished

	mem block
}

type task struct {
	fn  func(any)
	arg any
}

// NewPool starts the workers. The pool's memory comes from alloc, which must outlive the pool.
// It panics with "conc: out of memory" if alloc fails.
func NewPool(alloc mem.Allocator, opts PoolOptions) *Pool {
	n := opts.NumThreads
	if n <= 0 {
		n = runtime.NumCPU()
	}
	q := opts.QueueSize
	if q <= 0 {
		q = n
	}
	slot := int(unsafe.Sizeof(task{}))
	if n > math.MaxInt/4/slot || q > math.MaxInt/4/slot {
		panic("conc: out of memory")
	}
	size := int(unsafe.Sizeof(Pool{})) + (n+q)*slot
	p := &Pool{queue: make(chan task, q), mem: reserve(alloc, size, 64)}
	p.idle = gosync.NewCond(&p.mu)
	p.workers.Add(n)
	for range n {
		go p.work()
	}
	return p
}

func (p *Pool) work() {
	defer p.workers.Done()
	p.ids.Store(goid(), struct{}{})
	for t := range p.queue {
		p.run(t)
	}
}

func (p *Pool) run(t task) {
	t.fn(t.arg)
	p.mu.Lock()
	p.pending--
	if p.pending == 0 {
		p.idle.Broadcast()
	}
	p.mu.Unlock()
}

// Go queues fn(arg). From outside the pool it blocks while the queue is full. From inside one of
// the pool's tasks it never blocks: when the queue is full it runs fn(arg) at once, so nested
// submission cannot deadlock the pool.
func (p *Pool) Go(fn func(any), arg any) {
	p.mu.Lock()
	p.pending++
	p.mu.Unlock()
	t := task{fn, arg}
	select {
	case p.queue <- t:
		return
	default:
	}
	if _, inside := p.ids.Load(goid()); inside {
		p.run(t)
		return
	}
	p.queue <- t
}

// Wait blocks until every task submitted so far, and every task those submitted, has finished.
// The pool stays usable. It must not be called from inside a task of the same pool.
func (p *Pool) Wait() {
	p.mu.Lock()
	for p.pending > 0 {
		p.idle.Wait()
	}
	p.mu.Unlock()
}

// Free runs every queued task to completion, stops the workers and gives the pool's memory back
// to its allocator. p must not be used afterwards.
func (p *Pool) Free() {
	p.Wait()
	close(p.queue)
	p.workers.Wait()
	p.mem.free()
}

// goid returns the id of the calling goroutine, from the first line of its stack trace
// ("goroutine 18 [running]:"). The Pool needs it only when its queue is full, to tell its own
// workers from other callers.
func goid() uint64 {
	var buf [32]byte
	b := buf[:runtime.Stack(buf[:], false)]
	var id uint64
	for _, c := range b[len("goroutine "):] {
		if c < '0' || c > '9' {
			break
		}
		id = id*10 + uint64(c-'0')
	}
	return id
}
