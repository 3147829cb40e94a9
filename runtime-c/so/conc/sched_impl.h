// Private to so/conc: the task scheduler's data structures, shared by sched.c (carriers, run
// queues, parking, idling), task.c (starting, finishing and joining tasks), stack.c, timer.c,
// lot.c, monitor.c and thread.c. Not part of the ABI. The design is described in sched.c.
#ifndef SO_CONC_SCHED_IMPL_H
#define SO_CONC_SCHED_IMPL_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "builtin/builtin.h"
#include "so/conc/conc.h"
#include "so/conc/waitq.h"
#include "so/internal/rt.h"
#include "so/internal/sched.h"

// ---- Sanitizers ---------------------------------------------------------------------------
#if defined(__SANITIZE_ADDRESS__)
#define SO_ASAN 1
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#include <sanitizer/lsan_interface.h>
#else
#define SO_ASAN 0
#endif
#if defined(__SANITIZE_THREAD__)
#define SO_TSAN 1
#include <sanitizer/tsan_interface.h>
#else
#define SO_TSAN 0
#endif

// ---- Sizes --------------------------------------------------------------------------------
// The default task stack: 256 KiB of usable stack above a 64 KiB guard region. See stack.c.
#define SO_STACK_DEFAULT ((int64_t)256 * 1024)
#define SO_STACK_GUARD ((int64_t)64 * 1024)
#define SO_RUNQ 256             // slots of a carrier's local run queue (power of two)
#define SO_MAX_CARRIERS 4096    // carriers ever started: GOMAXPROCS plus those the monitor adds
#define SO_MAX_PROCS 1024       // the largest GOMAXPROCS accepted

// ---- Tasks --------------------------------------------------------------------------------

// Why a context switched out; read by the context that runs next (so_after_switch).
enum {
    SO_WHY_NONE = 0, // nothing to do for the previous context (a carrier's loop starting a task)
    SO_WHY_PARK,     // so_park: commit the park, or requeue it if a wake-up came meanwhile
    SO_WHY_YIELD,    // back onto this carrier's run queue
    SO_WHY_GLOBAL,   // onto the global run queue (leaving a carrier that lost its place)
    SO_WHY_EXIT,     // finished: release its stack and its reference
};

// Park states (so_task.pstate; see so_park in sched.c).
enum {
    SO_P_EMPTY = 0,    // running, or runnable in some queue, with no pending wake-up
    SO_P_NOTIFIED = 1, // a wake-up is pending (the next park returns at once), or the task was
                       // woken from PARKED and takes the wake-up as it resumes
    SO_P_PARKED = 2,   // switched out by so_park; so_unpark must requeue it
};

enum {
    SO_KIND_TASK = 1,     // a task of conc_Go
    SO_KIND_MAIN = 2,     // main, adopted as a task on the main thread's own stack
    SO_KIND_G0 = 3,       // a carrier's scheduling loop
    SO_KIND_OSTHREAD = 4, // not a task: the handle of a conc_GoWith OSThread thread (thread.c)
};

// A task block. Blocks are carved in slabs and never freed (see so_unpark); a finished,
// waited-on (or detached) block goes back to a free list and is reused for a new task.
struct so_task {
    void *sp;           // saved stack pointer while switched out (NULL: never ran)
    so_TaskLocal tl;    // the builtins' task-local state while switched out; stack bounds
    struct so_task *next; // global run queue, free list
    uint32_t pstate;    // SO_P_*, atomic
    uint8_t why;        // SO_WHY_*, written by the task itself just before it switches out
    uint8_t kind;       // SO_KIND_*
    int32_t blocking;   // conc_BlockingBegin nesting (only the task itself touches it)
    int64_t stack_size; // usable stack bytes (0: the default)
    uintptr_t map_base; // the task's own stack mapping (larger than the default), or 0
    size_t map_len;
    conc_ThreadFunc entry;
    void *arg;
    void *result;
    const so_Itab *result_tab; // the result's itab when the entry is So code (so_c_result)
    uint32_t done;      // 0 running, 1 finished (result set), 2 running and a joiner sleeps
    int32_t refs;       // the task itself and the handle's owner
    void *pool_worker;  // the so/conc Pool worker this task is, or NULL
    void *os;           // SO_KIND_OSTHREAD: the thread's control block (thread.c)
#if SO_ASAN
    void *asan_fake;    // ASan's fake stack of this context while switched out
    const void *asan_bottom; // this context's stack, as ASan knows it
    size_t asan_size;
#endif
#if SO_TSAN
    void *tsan_fiber;
#endif
};

// ---- Carriers -----------------------------------------------------------------------------
// A carrier is an OS thread that runs tasks. Its fields are written by the carrier itself unless
// marked otherwise. `tick` counts its switches: the monitor and thieves read it to see whether a
// carrier is stuck in one task.
typedef struct so_carrier {
    so_task *cur;      // the context running here: a task, or &g0 in the scheduling loop
    so_task g0;        // the scheduling loop's own context (the thread's stack, or an
                       // allocated stack on the adopted main thread)
    int32_t id;
    uint32_t tick;     // atomic (relaxed): +1 on every switch
    uint32_t streak;   // consecutive runs taken from runnext
    uint32_t sched_n;  // picks so far (every 61st looks at the global queue first)
    bool spinning;     // counted in so_sched.nspinning
    uint8_t revoked;   // atomic: the monitor gave this carrier's place to another one
    uint8_t blocking;  // atomic: the running task is inside conc_BlockingBegin/End
    uint8_t idle;      // atomic, written under so_sched.lock: on the idle list

    // The local run queue: a bounded ring in the style of a Chase-Lev deque. The owner pushes at
    // the tail (release store); the owner and thieves take from the head with a CAS, so the
    // owner runs its queue in FIFO order and a thief takes the older half at once. runnext (a
    // task woken by this carrier, run next) is outside the ring; anyone may take it with a CAS.
    _Alignas(64) uint32_t rq_head;
    _Alignas(64) uint32_t rq_tail;
    so_task *runnext;
    so_task *rq[SO_RUNQ];

    // Idle sleeping (the idle list is under so_sched.lock).
    struct so_carrier *idle_next;
    uint32_t wake;     // futex word: set to 1 by whoever takes this carrier off the idle list

    // The monitor's view (monitor thread only).
    uint32_t mon_tick;
    int64_t mon_since;    // when it last saw tick change
    int64_t mon_checked;  // when it last looked at the thread's state
    int32_t tid;          // the carrier thread's kernel id (atomic; 0 until it runs)

    // A few free default stacks (their lowest usable addresses), owner only.
    int32_t nstacks;
    uintptr_t stacks[16];

    pthread_t thread;
    bool adopted; // the main thread, adopted by the first use of the scheduler
} so_carrier;

// ---- The scheduler ------------------------------------------------------------------------
typedef struct so_sched {
    int32_t nprocs;    // GOMAXPROCS: carriers that may run tasks at once
    int32_t pauses_1us; // pause instructions in about a microsecond (measured at start: a pause
                        // takes 10-50 ns depending on the CPU)
    int32_t ncarriers; // atomic (release): carriers[0..ncarriers) exist
    so_carrier *carriers[SO_MAX_CARRIERS];

    so_lock lock;      // the idle list, starting carriers, revoking
    so_carrier *idle;  // idle carriers, most recent first
    int32_t nidle;     // atomic: carriers on the idle list
    int32_t nspinning; // atomic: carriers looking for work (or woken to look)
    int32_t nrunning;  // atomic: carriers not idle and not revoked (<= nprocs)

    // The global run queue: a list under gq_lock; gq_len may be read without the lock.
    so_lock gq_lock;
    so_task *gq_head, *gq_tail;
    int64_t gq_len;

    // The monitor.
    uint32_t mon_word;    // futex: bumped to wake the monitor
    int32_t mon_sleeping; // atomic: the monitor sleeps until a carrier leaves the idle list

    // For deadlock detection.
    int64_t ntasks;       // atomic: tasks started and not finished, main included
    int32_t nosthreads;   // atomic: OSThread threads running an entry
    int32_t osthreads;    // atomic: OSThread OS threads that exist (running or cached)
    int64_t foreign_until; // atomic: until then (monotonic ns) assume that threads the
    int64_t foreign_wait;  // scheduler does not know exist (see so_idle), and how long the next
                           // such assumption lasts
} so_sched;

extern so_sched so_S;
extern uint32_t so_sched_ready; // atomic: 1 once so_S is set up

// ---- Between the scheduler's files -------------------------------------------------------

// The carrier the calling thread is, or NULL. Never inlined (see sched.c for why).
so_carrier *so_carrier_self(void);
// Sets up the scheduler on first use (adopting the main thread when it is the caller).
void so_sched_ensure(void);
// Queues a runnable task: into the calling carrier's runnext (next = true) or run queue, or the
// global queue from a thread that is not a carrier; wakes an idle carrier if none is looking.
void so_ready(so_task *t, bool next);
// Queues a task at the end of the global run queue and wakes an idle carrier if needed.
void so_global_put(so_task *t);
// Wakes an idle carrier to look for work if there is room for one and nobody looks already.
void so_wakep(void);
// The calling task finishes: never returns.
_Noreturn void so_task_exit(so_task *self);
// Switches from the calling task to another runnable task or the carrier's loop, recording why.
void so_switch_out(so_task *self, uint8_t why);
// What the context resumed by a switch does for the one that switched out.
void so_after_switch(so_task *prev);
// The monitor (monitor.c): its thread, and waking it from its sleep when a carrier stops being
// idle. What it uses of sched.c: whether a carrier's queues hold work, and giving a stuck
// carrier's place to another carrier.
void *so_monitor_main(void *arg);
void so_monitor_kick(void);
bool so_carrier_has_work(so_carrier *c);
void so_revoke(so_carrier *c);
// Whether any run queue holds a task (seq_cst reads).
bool so_work_visible(void);
// Timers (timer.c): the earliest deadline (INT64_MAX: none), and firing due timers.
int64_t so_timers_next(void);
int64_t so_timers_count(void);
bool so_timers_run(int64_t now);
// Task blocks (task.c).
so_task *so_task_alloc(void);
void so_task_release(so_task *t);
void so_task_publish_done(so_task *t);
// Starts a task running entry(arg) with at least stack_size bytes of stack (<= the default: the
// default), and waits for one to finish (dropping the handle's reference), giving back its
// result and the result's itab (NULL unless a So entry returned an interface value).
so_task *so_task_start(conc_ThreadFunc entry, void *arg, int64_t stack_size);
void *so_task_join(so_task *t, const so_Itab **tab);
// Runs t's entry on the calling task or thread and keeps its result in t.
void so_task_run_entry(so_task *t);
// Blocks the calling task or thread for good.
_Noreturn void so_block_forever(void);
#if SO_ASAN
// Makes the stacks of live tasks root regions of the leak checker (task.c; at exit).
void so_lsan_task_roots(void);
#endif
// Stacks (stack.c): a default stack from the carrier's cache or the shared pool (returns its
// lowest usable address), and back; a larger stack with a mapping of its own, and unmapping it.
uintptr_t so_stack_get(so_carrier *c);
void so_stack_put(so_carrier *c, uintptr_t lo);
bool so_stack_map(int64_t size, uintptr_t *base, size_t *len, uintptr_t *lo);
void so_stack_unmap(uintptr_t base, size_t len);
// The context switch (switch.c): saves the callee-saved registers and the stack pointer into
// *save, loads those saved at load, and returns `ret` in the context that resumes.
so_task *so_ctx_switch(void **save, void *load, so_task *ret);
// Builds the first frame of a context on [lo, hi): the first switch to the returned stack
// pointer calls entry(prev, arg), where prev is the context that switched.
void *so_ctx_init(uintptr_t lo, uintptr_t hi, void (*entry)(so_task *prev, void *arg), void *arg);

#endif
