// Internal services of the C runtime's task scheduler (runtime-c/so/conc/sched*.c, lot.c,
// timer.c) for the other packages of the C runtime (so/sync, so/conc, so/time). Not part of the
// public ABI: generated code never includes this file, and the Rust runtime has its own.
//
// Every blocking operation of the runtime is written once, against these calls, and works both
// in a task (it parks the task: the carrier thread runs other tasks meanwhile) and on an OS
// thread that is not a task (it sleeps on a futex), including before the scheduler has started.
#ifndef SO_INTERNAL_SCHED_H
#define SO_INTERNAL_SCHED_H

#include <stdbool.h>
#include <stdint.h>

typedef struct so_task so_task;

// The running task, or NULL when the caller is an OS thread that is not a task (or a carrier
// in its scheduling loop). It reads thread-local storage afresh on every call and is never
// inlined, so it is right even after the calling task has moved to another carrier thread. The
// result identifies the task, not the thread, and may be kept across switches.
so_task *so_task_self(void);

// so_park: the calling task sleeps until so_unpark is called for it. A wake-up that came before
// the call counts (park returns at once), and park may return spuriously: callers loop on their
// own condition, which the waker makes true before it calls so_unpark. Tasks only.
void so_park(void);
// so_unpark makes t runnable if it is parked, or lets its next so_park return at once. Safe
// from any thread. Task blocks are never returned to the heap (they are reused for new tasks),
// so a wake-up that arrives after t has finished only makes some later park return spuriously.
void so_unpark(so_task *t);

// The futex operations, on user-space wait queues keyed by address: a waiting task parks, a
// waiting thread sleeps on a futex word of its own. They have exactly the semantics of
// FUTEX_WAIT, FUTEX_WAKE and FUTEX_CMP_REQUEUE (the check of *addr is atomic with respect to
// so_wake and so_cmp_requeue), so a primitive proven against the futex is correct here.
//   so_wait: sleeps while *addr == expected, at most timeout_ns (< 0: no limit). Returns 0 when
//   woken (or spuriously), ETIMEDOUT, or EAGAIN when *addr != expected at the time of the call.
int so_wait(uint32_t *addr, uint32_t expected, int64_t timeout_ns);
//   so_wake: wakes at most n waiters of addr, oldest first; returns how many.
int so_wake(uint32_t *addr, int n);
//   so_cmp_requeue: if *addr == expected, wakes at most nwake waiters of addr and moves at most
//   nrequeue of the others to wait on addr2; returns woken + moved, or -1 if *addr != expected.
int so_cmp_requeue(uint32_t *addr, uint32_t expected, int nwake, uint32_t *addr2, int nrequeue);

// How many times a caller about to wait for another party should poll (one pause instruction
// each) before it sleeps, given what it would poll on an OS thread. An OS thread: that many (the
// other party may be running on another core). A task: none unless some other carrier is
// running tasks right now (the other party may be one of them) and no other task waits to run
// on this carrier, and then at most about 2 µs worth: parking a task costs little, and a
// polling carrier takes CPU time from the others (measured on the development machine: a
// computation runs 1.8x slower while the other vCPU polls).
int32_t so_spin_budget(int32_t thread_spins);

// ---- Timers (tasks only) ------------------------------------------------------------------
// A timer lives in the memory of whoever waits on it. fire is called once, with the timer heap
// locked, at or after `when` (monotonic ns); it must be short and must not add or remove timers.
typedef struct so_timer {
    int64_t when;
    void (*fire)(struct so_timer *t);
    void *arg;
    int32_t index; // position in the heap; -1 when not in it
} so_timer;

// Adds t (t->when, fire and arg set). The caller must so_timer_del it before its memory goes.
void so_timer_add(so_timer *t);
// Removes t if it has not fired; returns true if it removed it. When it returns, fire is not
// running and will never run.
bool so_timer_del(so_timer *t);

// The calling task or thread sleeps until the monotonic clock reaches deadline.
void so_sleep_until(int64_t deadline);

#endif
