// Package conc provides threads, a worker pool and typed channels: So's library form of Go's go
// statement, chan types and select statement.
//
// Exported API (the So declarations mirror exactly this):
//
//	type Thread struct{ ... }                 // must be waited on or detached exactly once
//	    func (t Thread) Wait() any            // joins; returns the entry's result
//	    func (t Thread) Detach()
//	type ThreadOptions struct {
//	    StackSize int64 // bytes; 0: the default
//	    OSThread  bool  // a dedicated OS thread instead of a lightweight task
//	}
//	func Go(entry func(any) any, arg any) Thread
//	func GoWith(entry func(any) any, arg any, opts ThreadOptions) Thread
//	func BlockingBegin()                       // brackets a call that may block in the kernel
//	func BlockingEnd()
//
//	type Pool struct{ ... }
//	type PoolOptions struct {
//	    NumThreads int // workers; 0: one per CPU
//	    QueueSize  int // queued tasks before Go blocks; 0: NumThreads
//	    StackSize  int // worker stack size in bytes; 0: the default
//	}
//	func NewPool(alloc mem.Allocator, opts PoolOptions) *Pool
//	    func (p *Pool) Go(fn func(any), arg any)
//	    func (p *Pool) Wait()
//	    func (p *Pool) Free()
//
//	type Chan[T any] struct{ ... }             // a handle: copies share one channel
//	func NewChan[T any](alloc mem.Allocator, n int) Chan[T]
//	    func (ch *Chan[T]) Send(v T)
//	    func (ch *Chan[T]) Recv(dst *T) bool
//	    func (ch *Chan[T]) SendTimeout(v T, d time.Duration) Status
//	    func (ch *Chan[T]) RecvTimeout(dst *T, d time.Duration) Status
//	    func (ch *Chan[T]) TrySend(v T) bool
//	    func (ch *Chan[T]) TryRecv(dst *T) bool
//	    func (ch *Chan[T]) Len() int
//	    func (ch *Chan[T]) Cap() int
//	    func (ch *Chan[T]) Close()
//	    func (ch *Chan[T]) Free()
//	type Status int32
//	const Ok, Timeout, Closed Status           // 0, 1, 2
//
//	type Case struct{ ... }
//	func RecvCase[T any](ch *Chan[T], dst *T) Case
//	func SendCase[T any](ch *Chan[T], v T) Case
//	func Default() Case
//	func Select(cases ...Case) int
//
// # Semantics
//
// Threads: Go and GoWith start entry(arg) concurrently and return at once; arg is a pointer the
// caller keeps alive until the thread is done with it. Wait blocks until entry returns and gives
// back its result. A panic in a thread ends the program, as in a goroutine.
//
// Pool: NumThreads workers run the tasks given to Go, at most NumThreads at a time. Go blocks
// while QueueSize tasks wait; from inside one of the pool's own tasks it never blocks (when the
// queue is full it runs the task at once), so nested submission cannot deadlock the pool. Wait
// blocks until every task submitted so far, and every task those submitted, has finished; the
// pool stays usable, but Wait must not be called from inside a task. Free waits like Wait,
// stops the workers and gives the pool's memory back to alloc, which must outlive the pool.
// NewPool panics with "conc: out of memory" if alloc fails.
//
// Channels: values of T are copied in and out. n > 0 makes a buffered channel with room for n
// values; n == 0 an unbuffered one, where a send completes only when a receiver has taken the
// value. NewChan panics with "conc: negative channel capacity" if n < 0 and "conc: out of
// memory" if alloc fails. Send blocks until there is room or a receiver, and panics with "send
// on closed channel" if the channel is closed, also while the sender waits. Recv blocks until a
// value arrives and stores it in *dst (dst may be nil to discard it); once the channel is closed
// and drained it returns false and zeroes *dst. Values sent before Close are still delivered.
// SendTimeout and RecvTimeout wait at most d (d <= 0: do not wait) and return Ok, Timeout or
// Closed, never panicking; a value or a receiver that is available always wins over Timeout
// and Closed. TrySend and TryRecv never wait; TrySend panics on a closed channel, like a send
// in a Go select with a default case. Len is the number of values in the buffer, Cap its size.
// Close wakes every waiter; it panics with "close of closed channel" when the channel is
// already closed and "close of nil channel" on the zero Chan. Free gives the channel's memory
// back to alloc, which must outlive the channel; nothing may use the channel afterwards. The
// zero Chan is a nil channel: Send and Recv block forever, the timed forms time out, the Try
// forms report false, Len and Cap are 0, Free does nothing.
//
// Select waits until one of its cases can proceed, performs it and returns its index, as Go's
// select statement: when several are ready one is chosen uniformly at random; with a Default
// case it never blocks. A receive case stores the value in *dst (dst may be nil), or zeroes *dst
// when the channel is closed and drained. A send case on a closed channel panics with "send on
// closed channel" when chosen. Cases on nil channels are never ready.
//
// Allocators: NewPool and NewChan each allocate one block from alloc and Free gives it back, so
// a mem.Tracker sees as many frees as allocations. A nil alloc means mem.System.
//
// # Under the Go toolchain
//
// Files built without the solod build tag implement this API on goroutines and Go's channels,
// so a So program also runs under go run and Go's output is the oracle: a Thread is a
// goroutine (locked to its OS thread with OSThread), a Chan wraps a Go channel, Select is
// reflect.Select, a Pool is a set of worker goroutines reading a buffered Go channel. The block
// allocated from alloc is there for accounting and failure only (the state lives on Go's heap),
// StackSize is ignored (goroutine stacks grow), and BlockingBegin and BlockingEnd do nothing.
// Go's race detector (go run -race) reports a Close that runs while a Send waits as a data race,
// as it does for Go's own channels; without it the sender panics as described.
//
// # Under solod
//
// solod builds with the solod tag, where the same declarations bind to the C runtime (conc.h):
// Thread, ThreadOptions, Pool and PoolOptions are its structs and Go, GoWith, Wait, Detach and
// the Pool methods its functions (an entry gets its argument back with the pointer's type and
// may return nil or that argument, which Wait gives back); Chan[T] is a handle over the type-erased C channel, whose methods pass
// pointers to the values; Select copies the cases into C's array. A send case keeps a value of
// up to 64 bytes in the Case; solod copies a larger one into the frame of the function that
// calls SendCase, so such a case can be selected any number of times but must not outlive that
// frame (returning it is a compile-time escape error).
package conc
