//go:build solod

package conc

import (
	"unsafe"

	"solod.dev/so/internal/memc"
	"solod.dev/so/mem"
)

// Pool is a fixed set of workers running queued tasks (C's conc_Pool), made by NewPool and
// released by Free.
//
//so:extern conc_Pool
type Pool struct{}

// PoolOptions are NewPool's options (C's conc_PoolOptions).
//
//so:extern conc_PoolOptions
type PoolOptions struct {
	NumThreads int // workers; 0: one per CPU
	QueueSize  int // queued tasks before Go blocks; 0: NumThreads
	StackSize  int // worker stack size in bytes; 0: the default
}

//so:extern conc_NewPool
func newPool(alloc memc.C, opts PoolOptions) *Pool { return nil }

// NewPool starts the workers; the pool's memory (one block) comes from alloc (nil: mem.System),
// which must outlive the pool. It panics with "conc: out of memory" if alloc fails.
func NewPool(alloc mem.Allocator, opts PoolOptions) *Pool {
	return newPool(memc.ForObject(uintptr(unsafe.Pointer(&alloc))), opts)
}

// Go queues fn(arg): fn gets arg (a pointer or nil) back as an any holding the pointer's type.
// From outside the pool it blocks while the queue is full; from inside one of the pool's tasks
// it never blocks.
//
//so:extern
func (p *Pool) Go(fn func(any), arg any) {}

// Wait blocks until every task submitted so far, and every task those submitted, has finished.
// It must not be called from inside a task.
//
//so:extern
func (p *Pool) Wait() {}

// Free waits like Wait, stops the workers and gives the pool's memory back to its allocator.
//
//so:extern
func (p *Pool) Free() {}
