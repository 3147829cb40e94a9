// Package so/conc: lightweight threads (tasks), a worker pool, and channels.
//
// ABI contract shared by the C runtime (runtime-c/so/conc/*.c) and the Rust reference runtime
// (runtime-rs): same symbols, same struct sizes and alignments, same behaviour. Handles (Thread,
// Chan) are small values; what they point to is private to the runtime that made them.
// Durations are int64 nanoseconds (Go's time.Duration).
#ifndef SO_CONC_H
#define SO_CONC_H

#include <stdbool.h>
#include <stdint.h>

#include "so/mem/mem.h"

#ifdef __cplusplus
extern "C" {
#endif

// ---- Threads -----------------------------------------------------------------------------
// Go and GoWith start a task: a lightweight thread with a stack of its own, like a goroutine.
// Tasks run M:N on a fixed set of carrier OS threads, GOMAXPROCS of them (the environment
// variable Go reads; by default one per CPU the process may run on), read when the first task
// starts. The first task started on the main thread makes main itself a task. Starting a task
// costs about as much as a goroutine; a parked task costs a few kilobytes of memory.
//
// Scheduling is cooperative: a task runs until it blocks (every blocking operation of so/conc,
// so/sync and so/time parks the task and runs another one on its carrier), finishes, or enters
// a blocking call. A task that blocks in a system call or runs long in C without the runtime
// does not stall the others: a monitor thread notices a carrier stuck in one task while others
// wait and brings in another carrier: after 1 ms when the carrier's thread sleeps in the kernel,
// after 100 ms when it computes. Marking such calls with BlockingBegin/End makes that happen
// after 20 µs.
//
// Stacks: 256 KiB by default, with a 64 KiB guard region below; ThreadOptions.StackSize asks for
// more (sizes up to the default get the default). A stack overflow prints "fatal error: stack
// overflow" and exits with status 2. When every task is blocked and nothing can wake any of
// them, the program prints "fatal error: all goroutines are asleep - deadlock!" and exits with
// status 2, as Go does.
//
// What C code running in a task should know: the task may resume on another OS thread after any
// blocking operation, so thread-local storage, pthread_self() and the floating-point control
// state (rounding mode) are those of whatever carrier it runs on at the moment;
// pthread_getattr_np on pthread_self() reports the task's own stack. C code that needs a thread
// of its own gets one with ThreadOptions.OSThread: an OS thread, not a task, on which the same
// primitives block the thread itself. Any other thread (one C code started) may use every
// primitive too, and may start tasks.
//
// Every Thread must be waited on or detached exactly once. 8 bytes, align 8.
typedef struct conc_Thread {
    void *handle; // private
} conc_Thread;

// The entry point of a thread: Go's func(any) any. The argument and the result are pointers the
// caller keeps alive as long as they are used.
typedef void *(*conc_ThreadFunc)(void *arg);

typedef struct conc_ThreadOptions {
    int64_t StackSize; // bytes; 0 means the default
    bool OSThread;     // true: a dedicated OS thread (for C code that needs one), not a task
} conc_ThreadOptions;  // 16 bytes, align 8

// BlockingBegin and BlockingEnd bracket a call that may block in the kernel or run long in C
// (a read from a pipe, a long computation in a C library): the runtime may run other tasks
// elsewhere meanwhile. They nest; on a thread that is not a task they do nothing. Cheap (a few
// stores); the task may continue on another carrier after BlockingEnd.
void conc_BlockingBegin(void);
void conc_BlockingEnd(void);

// Go starts a task running entry(arg). Panics with "conc: cannot start thread" if the system
// refuses the memory.
conc_Thread conc_Go(conc_ThreadFunc entry, void *arg);
// GoWith is Go with options: a larger stack (StackSize, rounded up to whole pages), or a
// dedicated OS thread (OSThread; StackSize > 0 then sets the thread's stack size).
conc_Thread conc_GoWith(conc_ThreadFunc entry, void *arg, conc_ThreadOptions opts);
// Wait blocks until the thread's entry returns and gives back its result.
void *conc_Thread_Wait(conc_Thread t);
// WaitTyped is Wait that also gives the result's itab: when the entry is a So function that
// returned an interface value (builtin.h, so_c_result), Result is that value's pointer and Tab
// its itab; otherwise Tab is NULL. Thread.Wait of so/conc rebuilds the any from both.
typedef struct conc_ThreadResult {
    void *Result;
    void *Tab;
} conc_ThreadResult; // 16 bytes, align 8
conc_ThreadResult conc_Thread_WaitTyped(conc_Thread t);
// Detach lets the thread run on its own; its resources are released when it ends.
void conc_Thread_Detach(conc_Thread t);

// ---- Pool --------------------------------------------------------------------------------
// A fixed set of workers (tasks) running queued tasks, at most NumThreads of them at once.
// Opaque; made by NewPool, released by Free.
typedef struct conc_Pool conc_Pool;

typedef struct conc_PoolOptions {
    int64_t NumThreads; // workers; 0 means one per online CPU
    int64_t QueueSize;  // queued tasks before Go blocks; 0 means NumThreads
    int64_t StackSize;  // worker stack size in bytes; 0 means the default (as for GoWith)
} conc_PoolOptions;

// A task: Go's func(any).
typedef void (*conc_TaskFunc)(void *arg);

// NewPool starts the workers; the pool's memory comes from alloc, which must outlive the pool.
// Panics with "conc: out of memory" if alloc fails and "conc: cannot start thread" if the system
// refuses a thread.
conc_Pool *conc_NewPool(mem_Allocator alloc, conc_PoolOptions opts);
// Go queues fn(arg). From outside the pool it blocks while the queue is full. It is safe from any
// thread, including from inside a task, where it never blocks on a full queue (it never deadlocks
// the pool).
void conc_Pool_Go(conc_Pool *p, conc_TaskFunc fn, void *arg);
// Wait blocks until every task submitted so far (and every task those tasks submitted) has
// finished. The pool stays usable. Must not be called from inside a task of the same pool.
void conc_Pool_Wait(conc_Pool *p);
// Free runs every queued task to completion, stops the workers and releases the pool's memory.
// p must not be used afterwards.
void conc_Pool_Free(conc_Pool *p);

// ---- Channels ----------------------------------------------------------------------------
// A channel handle: Go's Chan[T] with the element type erased. Copies share one channel.
// The zero handle is a nil channel: operations on it block forever (Send, Recv) or report
// nothing ready (Try*, Select cases), as in Go. 8 bytes, align 8.
typedef struct conc_Chan {
    struct conc_chan *impl; // private
} conc_Chan;

// The outcome of SendTimeout and RecvTimeout. 4 bytes.
typedef int32_t conc_Status;
#define conc_Ok ((conc_Status)0)      // the value was sent or received
#define conc_Timeout ((conc_Status)1) // the time ran out first
#define conc_Closed ((conc_Status)2)  // the channel is closed (and, for receive, drained)

// NewChan makes a channel of elements of elem_size bytes aligned to elem_align, with room for
// cap values (cap == 0: unbuffered, a send completes only when a receiver has taken the value).
// Memory comes from alloc, which must outlive the channel. Panics with "conc: out of memory" if
// alloc fails and "conc: negative channel capacity" if cap < 0.
conc_Chan conc_NewChan(mem_Allocator alloc, int64_t elem_size, int64_t elem_align, int64_t cap);
// Send copies elem_size bytes from *v into the channel. Blocks until there is room (buffered) or
// a receiver has taken the value (unbuffered). Panics with "send on closed channel" if the
// channel is closed, also when it is closed while the sender waits.
void conc_Chan_Send(conc_Chan ch, const void *v);
// Recv blocks until a value arrives and copies it to *dst (dst may be NULL to discard it);
// returns true. Once the channel is closed and drained it returns false at once and zeroes *dst.
// Values sent before Close are still delivered.
bool conc_Chan_Recv(conc_Chan ch, void *dst);
// SendTimeout and RecvTimeout wait at most d nanoseconds; d <= 0 is a non-blocking attempt. A
// value or a receiver that is available always wins over Timeout and Closed. They never panic.
conc_Status conc_Chan_SendTimeout(conc_Chan ch, const void *v, int64_t d);
conc_Status conc_Chan_RecvTimeout(conc_Chan ch, void *dst, int64_t d);
// TrySend sends only if that needs no waiting and reports whether it did; like a Go select with a
// default case, it panics with "send on closed channel" on a closed channel.
bool conc_Chan_TrySend(conc_Chan ch, const void *v);
// TryRecv receives only if a value is ready and reports whether it did. On a closed drained
// channel it returns false and zeroes *dst.
bool conc_Chan_TryRecv(conc_Chan ch, void *dst);
// Len is the number of values queued in the buffer; Cap the buffer size (0 when unbuffered).
int64_t conc_Chan_Len(conc_Chan ch);
int64_t conc_Chan_Cap(conc_Chan ch);
// Close marks the channel closed and wakes every waiter: blocked receivers get the remaining
// values and then false, blocked senders panic. Panics with "close of closed channel" when it is
// already closed and "close of nil channel" on a nil channel.
void conc_Chan_Close(conc_Chan ch);
// Free releases the channel's memory. No thread may be using or waiting on it. Free of a nil
// channel does nothing.
void conc_Chan_Free(conc_Chan ch);

// ---- Select ------------------------------------------------------------------------------
typedef int32_t conc_CaseKind;
#define conc_CaseRecv ((conc_CaseKind)1)
#define conc_CaseSend ((conc_CaseKind)2)
#define conc_CaseDefault ((conc_CaseKind)3)

// One case of a Select. For a receive, val is where the value goes (may be NULL) and ok is set
// to whether a value was received (false: the channel is closed and drained, *val is zeroed).
// For a send, val points to the value to send. 24 bytes, align 8.
typedef struct conc_Case {
    conc_CaseKind kind;
    bool ok;
    conc_Chan *ch;
    void *val;
} conc_Case;

conc_Case conc_RecvCase(conc_Chan *ch, void *dst);
conc_Case conc_SendCase(conc_Chan *ch, const void *v);
conc_Case conc_Default(void);

// Select waits until one of the cases can proceed, performs it, and returns its index. When
// several are ready one is chosen uniformly at random. With a Default case it never blocks: if
// nothing is ready it returns the index of the Default case. A send case on a closed channel
// panics with "send on closed channel" when chosen. Nil channels are never ready. A Select with
// no case (or only nil channels) and no Default blocks forever.
int64_t conc_Select(conc_Case *cases, int64_t n);

// ---- Typed helpers for Chan[T] (header-only macros, not part of the symbol ABI) -------------
#define conc_NewChanOf(T, alloc, n) conc_NewChan((alloc), (int64_t)sizeof(T), (int64_t)_Alignof(T), (n))
#define conc_Chan_SendOf(T, ch, v)                                                               \
    do {                                                                                         \
        T conc_value_ = (v);                                                                     \
        conc_Chan_Send((ch), &conc_value_);                                                      \
    } while (0)

#ifdef __cplusplus
}
#endif
#endif
