//go:build solod

// The So declarations of package sync, bound to the C runtime's sync.h: Mutex, RWMutex, Cond
// and WaitGroup are the C structs of their names (sync_Mutex, ...), whose Go definitions give
// So their sizes, and their methods are the C functions sync_T_M. Every C type is ready to
// use at its zero value (all bytes 0), as Go's are, except Cond, which Init binds to its Mutex.
//
// Once is So code (Go's own algorithm, over Mutex and atomic.Uint32): C's sync_Once_Do takes
// a plain C function pointer, and Do must take every func(), closures included.
package sync

import "solod.dev/so/sync/atomic"

//so:include "so/sync/sync.h"

// inC is the Go body of the extern methods: Go builds this file only with the solod tag, where
// C implements them.
const inC = "implemented in C by sync.h"

// Mutex is a mutual exclusion lock. The zero Mutex is unlocked. It is not reentrant, and any
// thread may unlock it.
//
//so:extern sync_Mutex
type Mutex struct {
	state uint32
}

// Lock blocks until the mutex is free, then takes it.
//
//so:extern
func (m *Mutex) Lock() { panic(inC) }

// TryLock takes the mutex if it is free and reports whether it did. It never blocks.
//
//so:extern
func (m *Mutex) TryLock() bool { panic(inC) }

// Unlock releases the mutex. It panics with "sync: unlock of unlocked mutex" if the mutex is
// not locked.
//
//so:extern
func (m *Mutex) Unlock() { panic(inC) }

// Init does nothing: a zero Mutex is ready to use. It exists for source compatibility.
func (m *Mutex) Init() {}

// Free does nothing: a Mutex owns no memory. It exists for source compatibility.
func (m *Mutex) Free() {}

// RWMutex is a reader/writer lock: many readers or one writer. The zero RWMutex is unlocked.
//
//so:extern sync_RWMutex
type RWMutex struct {
	state        uint32
	writerNotify uint32
}

// Lock takes the lock for writing.
//
//so:extern
func (rw *RWMutex) Lock() { panic(inC) }

// Unlock releases a write lock. It panics with "sync: Unlock of unlocked RWMutex" if rw is not
// locked for writing.
//
//so:extern
func (rw *RWMutex) Unlock() { panic(inC) }

// RLock takes the lock for reading.
//
//so:extern
func (rw *RWMutex) RLock() { panic(inC) }

// RUnlock releases one read lock. It panics with "sync: RUnlock of unlocked RWMutex" if rw is
// not locked for reading.
//
//so:extern
func (rw *RWMutex) RUnlock() { panic(inC) }

// TryLock takes the write lock if that is possible without blocking and reports whether it did.
//
//so:extern
func (rw *RWMutex) TryLock() bool { panic(inC) }

// TryRLock takes a read lock if that is possible without blocking and reports whether it did.
//
//so:extern
func (rw *RWMutex) TryRLock() bool { panic(inC) }

// Cond is a condition variable bound to a Mutex by Init. The zero Cond is not usable: Wait,
// WaitFor, Signal and Broadcast panic with "sync: Cond used before Init" until Init is called.
//
//so:extern sync_Cond
type Cond struct {
	seq uint32
	pad uint32
	mu  *Mutex
}

// Init binds c to mu. It must be called before any other method.
//
//so:extern
func (c *Cond) Init(mu *Mutex) { panic(inC) }

// Wait atomically unlocks the mutex, sleeps until woken by Signal or Broadcast, and locks the
// mutex again before returning. The caller must hold the mutex; spurious wakeups are allowed.
//
//so:extern
func (c *Cond) Wait() { panic(inC) }

// WaitFor is Wait with a limit of nsec nanoseconds. It returns true if it timed out and false
// if it was woken. The mutex is held again on return in both cases.
//
//so:extern
func (c *Cond) WaitFor(nsec int64) bool { panic(inC) }

// Signal wakes one waiting thread, if there is one.
//
//so:extern
func (c *Cond) Signal() { panic(inC) }

// Broadcast wakes every waiting thread.
//
//so:extern
func (c *Cond) Broadcast() { panic(inC) }

// Free does nothing: a Cond owns no memory. It exists for source compatibility.
func (c *Cond) Free() {}

// WaitGroup waits for a collection of tasks to finish. The zero WaitGroup has a counter of 0.
//
//so:extern sync_WaitGroup
type WaitGroup struct {
	state uint64
	seq   uint32
	pad   uint32
}

// Add adds delta, which may be negative, to the counter. When the counter reaches zero every
// Wait returns. It panics with "sync: negative WaitGroup counter" if the counter would go below
// zero.
//
//so:extern
func (wg *WaitGroup) Add(delta int) { panic(inC) }

// Done decrements the counter by one.
//
//so:extern
func (wg *WaitGroup) Done() { panic(inC) }

// Wait blocks until the counter is zero.
//
//so:extern
func (wg *WaitGroup) Wait() { panic(inC) }

// Once runs a function exactly once. The zero Once has not run it yet.
type Once struct {
	done atomic.Uint32
	m    Mutex
}

// Do calls f if and only if Do is being called for the first time on this Once. Concurrent
// callers block until that first call of f has returned. Calling Do on the same Once from
// inside f deadlocks, as in Go.
func (o *Once) Do(f func()) {
	if o.done.Load() == 0 {
		o.doSlow(f)
	}
}

func (o *Once) doSlow(f func()) {
	o.m.Lock()
	if o.done.Load() != 0 {
		o.m.Unlock()
		return
	}
	o.run(f)
}

// run calls f with o.m held; when f returns or panics, o is done and o.m unlocked. One deferred
// call, made only by the caller that runs f (a defer costs more than the rest of doSlow).
func (o *Once) run(f func()) {
	defer o.finish()
	f()
}

func (o *Once) finish() {
	o.done.Store(1)
	o.m.Unlock()
}

// Init does nothing: a zero Once is ready to use. It exists for source compatibility.
func (o *Once) Init() {}

// Free does nothing: a Once owns no memory. It exists for source compatibility.
func (o *Once) Free() {}
