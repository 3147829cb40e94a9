//go:build ignore
// The task scheduler: tasks (stackful coroutines) run M:N on carrier threads.
//
// Carriers. GOMAXPROCS carriers (the environment variable Go reads; by default one per CPU the
// process may run on) may run tasks at once. Each carrier is an OS thread with a local run queue
// (a ring of SO_RUNQ tasks, see so_carrier) and a `runnext` slot. The first use of the scheduler
// on the main thread adopts that thread as carrier 0 and the code running on it as the main
// task (its stack is the thread's stack; the carrier's own scheduling loop gets an allocated
// stack), so main parks like any task; the other carriers are started at the same time. A
// program that never starts a task never gets here.
//
// Switching. A task that parks picks the next task itself and switches to it directly: runnext,
// then the local queue, then the global queue; only when there is none does it switch to its
// carrier's scheduling loop (g0), which steals, runs timers and idles. Every switch goes
// through so_switch, which also switches the builtins' task-local state (deferred calls, stack
// bounds) and the sanitizers' fibers. The context that resumes finishes what the previous one
// left (so_after_switch): a task that parks is only marked parked once it is off its stack, so
// no other carrier can resume it while its registers are still being saved.
//
// Parking. so_park/so_unpark use one word per task (pstate) with a binary wake-up permit (see
// so_park below). A woken task goes into the waker's runnext slot, so a handoff (a
// send to a parked receiver, an unlock that wakes a waiter) runs the woken task next on the
// same carrier, cache-warm, without waking another thread. The guard against two tasks that
// hand off to each other forever: after SO_RUNNEXT_STREAK consecutive runs from runnext the
// carrier takes the head of its local queue instead, and every 61st pick looks at the global
// queue first. There is no preemption: a task runs until it blocks, finishes or yields.
//
// Idle carriers and spinning (no lost wake-up). Whoever makes a task runnable calls so_wakep:
// if some carrier is idle, none is looking for work (spinning) and fewer than GOMAXPROCS are
// running, it takes one off the idle list, counts it as spinning and wakes it. A carrier that
// finds no work makes a few rounds over the others (spinning: stealing half of another
// carrier's queue, see SO_STEAL_ROUNDS), then goes idle: it stops counting itself as spinning,
// puts itself on the idle list (under so_S.lock), then looks at every queue once more (all
// sequentially consistent). A task queued before that last look is found by it; a task queued
// after it was queued by someone whose so_wakep reads the counts after its push, so it sees an
// idle carrier and no spinner, and wakes one (or another spinner exists, which does the same
// dance before it sleeps). Idle carriers sleep on a futex word of their own and use no CPU.
//
// Thread-local storage across a switch. A task may resume on another carrier thread, and gcc
// may compute the address of a __thread variable once per function and keep it in a register
// across a call. So the carrier is only ever read through so_carrier_self(), which is never
// inlined and is opaque to interprocedural analysis (noipa), and code that switches never uses
// a carrier pointer obtained before the switch (so_switch's caller gets none back).
//
// Elsewhere: the context switch (switch.c), stacks (stack.c), starting and joining tasks
// (task.c), dedicated OS threads (thread.c), the parking lot behind the futex-based primitives
// (lot.c), timers (timer.c), and the monitor for blocked carriers (monitor.c). Deadlock
// detection is in so_idle below.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "so/conc/sched_impl.h"

#define SO_RUNNEXT_STREAK 32 // consecutive runnext picks before the local queue gets a turn
// A carrier that finds no work makes SO_STEAL_ROUNDS rounds over the others, back to back, before
// it goes idle (Go's stealTries); from round SO_STEAL_NEXT_ROUND on it may take a runnext task,
// after sleeping SO_RUNNEXT_WAIT_US (Go's runqgrab sleeps 3 µs too). The thief sleeps rather than
// polls: an idle carrier that polls takes CPU time from the carriers that run tasks, either
// directly (another process holds the other CPU) or through the shared core (the two vCPUs of
// the development machine are SMT siblings: a computation runs 1.8x slower while the other one
// polls). Measured with 30 rounds a microsecond apart and a polled 3 µs wait, the carrier left
// idle by a one-worker pool polled 35% of the run, and PoolScaling/W=1 took 1.5x Go's time.
#define SO_STEAL_ROUNDS 4
#define SO_STEAL_NEXT_ROUND 2
#define SO_RUNNEXT_WAIT_US 3

so_sched so_S;
uint32_t so_sched_ready;

static __thread so_carrier *so_tls_carrier;

// (clang has no noipa; there the memory clobber keeps calls from being merged.)
#if defined(__clang__)
__attribute__((noinline))
#else
__attribute__((noinline, noipa))
#endif
so_carrier *so_carrier_self(void) {
    so_carrier *c = so_tls_carrier;
    __asm__ volatile("" : "+r"(c)::"memory");
    return c;
}

// ---- pthread_getattr_np in a task -------------------------------------------------------
// C code that asks for the bounds of its own thread's stack (to measure it, or to scan it) gets
// those of the task's stack, which is the stack it runs on; for any other thread, and on a
// thread that is not a task, glibc's answer. (The program's definition takes precedence over
// the C library's; the original is found with dlsym(RTLD_NEXT).) The sanitizers' runtimes call
// this function while they set up a new thread, before their per-thread state exists, so it is
// not instrumented, calls nothing of ours, and reads the carrier directly (it never switches).
__attribute__((no_sanitize_thread, no_sanitize_address, no_sanitize("undefined"))) int
pthread_getattr_np(pthread_t th, pthread_attr_t *attr) {
    static int (*real)(pthread_t, pthread_attr_t *);
    int (*f)(pthread_t, pthread_attr_t *) = __atomic_load_n(&real, __ATOMIC_ACQUIRE);
    if (f == NULL) {
        f = (int (*)(pthread_t, pthread_attr_t *))dlsym(RTLD_NEXT, "pthread_getattr_np");
        if (f == NULL)
            return ENOSYS;
        __atomic_store_n(&real, f, __ATOMIC_RELEASE);
    }
    int r = f(th, attr);
    so_carrier *c = so_tls_carrier;
    if (r != 0 || c == NULL || !pthread_equal(th, pthread_self()))
        return r;
    so_task *t = c->cur;
    if (t == NULL || t->kind != SO_KIND_TASK)
        return r;
    pthread_attr_setstack(attr, (void *)t->tl.stack_lo, t->tl.stack_hi - t->tl.stack_lo);
    pthread_attr_setguardsize(attr, SO_STACK_GUARD);
    return r;
}

so_task *so_task_self(void) {
    so_carrier *c = so_carrier_self();
    if (c == NULL || c->cur == &c->g0)
        return NULL;
    return c->cur;
}

// ---- Global run queue ---------------------------------------------------------------------

// Appends the list first..last (n tasks, linked through next) to the global queue.
static void so_global_put_list(so_task *first, so_task *last, int64_t n) {
    last->next = NULL;
    so_lock_acquire(&so_S.gq_lock);
    if (so_S.gq_tail)
        so_S.gq_tail->next = first;
    else
        so_S.gq_head = first;
    so_S.gq_tail = last;
    __atomic_store_n(&so_S.gq_len, so_S.gq_len + n, __ATOMIC_SEQ_CST);
    so_lock_release(&so_S.gq_lock);
}

void so_global_put(so_task *t) {
    so_global_put_list(t, t, 1);
    so_wakep();
}

static void so_runq_put(so_carrier *c, so_task *t);

// Takes a batch from the global queue: returns one task and puts up to a fair share of the rest
// into c's local queue (c may be NULL: one task only).
static so_task *so_global_get(so_carrier *c) {
    if (__atomic_load_n(&so_S.gq_len, __ATOMIC_SEQ_CST) == 0)
        return NULL;
    so_lock_acquire(&so_S.gq_lock);
    int64_t len = so_S.gq_len;
    if (len == 0) {
        so_lock_release(&so_S.gq_lock);
        return NULL;
    }
    int64_t n = c ? len / so_S.nprocs + 1 : 1;
    if (n > len)
        n = len;
    if (n > SO_RUNQ / 2)
        n = SO_RUNQ / 2;
    so_task *first = so_S.gq_head, *last = first;
    for (int64_t i = 1; i < n; i++)
        last = last->next;
    so_S.gq_head = last->next;
    if (so_S.gq_head == NULL)
        so_S.gq_tail = NULL;
    __atomic_store_n(&so_S.gq_len, len - n, __ATOMIC_SEQ_CST);
    so_lock_release(&so_S.gq_lock);
    so_task *rest = first->next;
    for (int64_t i = 1; i < n; i++) {
        so_task *t = rest;
        rest = rest->next;
        so_runq_put(c, t);
    }
    return first;
}

// ---- Local run queues ---------------------------------------------------------------------

// Owner: moves the older half of a full ring, plus t, to the global queue. Returns false if a
// thief took from the ring meanwhile (then there is room again).
static bool so_runq_put_slow(so_carrier *c, so_task *t, uint32_t h, uint32_t tail) {
    uint32_t n = (tail - h) / 2;
    so_task *batch[SO_RUNQ / 2 + 1];
    for (uint32_t i = 0; i < n; i++)
        batch[i] = __atomic_load_n(&c->rq[(h + i) % SO_RUNQ], __ATOMIC_RELAXED);
    if (!__atomic_compare_exchange_n(&c->rq_head, &h, h + n, false, __ATOMIC_RELEASE,
                                     __ATOMIC_RELAXED))
        return false;
    batch[n] = t;
    for (uint32_t i = 0; i < n; i++)
        batch[i]->next = batch[i + 1];
    so_global_put_list(batch[0], batch[n], n + 1);
    return true;
}

// Owner: queues t at the tail of its ring.
static void so_runq_put(so_carrier *c, so_task *t) {
    for (;;) {
        uint32_t h = __atomic_load_n(&c->rq_head, __ATOMIC_ACQUIRE);
        uint32_t tail = __atomic_load_n(&c->rq_tail, __ATOMIC_RELAXED);
        if (tail - h < SO_RUNQ) {
            __atomic_store_n(&c->rq[tail % SO_RUNQ], t, __ATOMIC_RELAXED);
            __atomic_store_n(&c->rq_tail, tail + 1, __ATOMIC_RELEASE); // publishes the slot
            return;
        }
        if (so_runq_put_slow(c, t, h, tail))
            return;
    }
}

// Owner: takes the task at the head of its ring.
static so_task *so_runq_get(so_carrier *c) {
    for (;;) {
        uint32_t h = __atomic_load_n(&c->rq_head, __ATOMIC_ACQUIRE);
        uint32_t tail = __atomic_load_n(&c->rq_tail, __ATOMIC_RELAXED);
        if (h == tail)
            return NULL;
        so_task *t = __atomic_load_n(&c->rq[h % SO_RUNQ], __ATOMIC_RELAXED);
        if (__atomic_compare_exchange_n(&c->rq_head, &h, h + 1, false, __ATOMIC_RELEASE,
                                        __ATOMIC_RELAXED))
            return t;
    }
}

static bool so_runq_empty(so_carrier *c) {
    return __atomic_load_n(&c->rq_head, __ATOMIC_SEQ_CST) ==
               __atomic_load_n(&c->rq_tail, __ATOMIC_SEQ_CST) &&
           __atomic_load_n(&c->runnext, __ATOMIC_SEQ_CST) == NULL;
}

// Owner: t runs next on this carrier; the task it displaces from runnext goes to the ring.
static void so_runnext_put(so_carrier *c, so_task *t) {
    so_task *old = __atomic_exchange_n(&c->runnext, t, __ATOMIC_ACQ_REL);
    if (old)
        so_runq_put(c, old);
}

static so_task *so_runnext_take(so_carrier *c) {
    if (__atomic_load_n(&c->runnext, __ATOMIC_RELAXED) == NULL)
        return NULL;
    return __atomic_exchange_n(&c->runnext, NULL, __ATOMIC_ACQUIRE);
}

// Thief: takes the older half of v's ring into buf (at most SO_RUNQ / 2); returns how many.
// With take_next, when the ring is empty it takes v's runnext task if v has not switched for a
// while (so it is not about to run it itself, as after a handoff).
static uint32_t so_runq_grab(so_carrier *v, so_task **buf, bool take_next) {
    for (;;) {
        uint32_t h = __atomic_load_n(&v->rq_head, __ATOMIC_ACQUIRE);
        uint32_t tail = __atomic_load_n(&v->rq_tail, __ATOMIC_ACQUIRE);
        uint32_t n = tail - h;
        n = n - n / 2;
        if (n == 0) {
            if (!take_next || __atomic_load_n(&v->runnext, __ATOMIC_RELAXED) == NULL)
                return 0;
            uint32_t tick = __atomic_load_n(&v->tick, __ATOMIC_RELAXED);
            struct timespec nap = {0, SO_RUNNEXT_WAIT_US * 1000};
            nanosleep(&nap, NULL); // at least that long: the timer slack may add ~50 µs
            so_task *t = __atomic_load_n(&v->runnext, __ATOMIC_ACQUIRE);
            if (t == NULL || __atomic_load_n(&v->tick, __ATOMIC_RELAXED) != tick)
                return 0;
            if (!__atomic_compare_exchange_n(&v->runnext, &t, NULL, false, __ATOMIC_ACQ_REL,
                                             __ATOMIC_RELAXED))
                return 0;
            buf[0] = t;
            return 1;
        }
        if (n > SO_RUNQ / 2)
            continue; // h and tail were read at different moments; read again
        for (uint32_t i = 0; i < n; i++)
            buf[i] = __atomic_load_n(&v->rq[(h + i) % SO_RUNQ], __ATOMIC_RELAXED);
        if (__atomic_compare_exchange_n(&v->rq_head, &h, h + n, false, __ATOMIC_ACQ_REL,
                                        __ATOMIC_RELAXED))
            return n;
    }
}

// Steals from the other carriers, starting at a pseudo-random one. Returns a task to run (the
// rest of the loot is in c's queue) or NULL.
static so_task *so_steal(so_carrier *c, bool take_next) {
    int32_t n = __atomic_load_n(&so_S.ncarriers, __ATOMIC_ACQUIRE);
    if (n <= 1)
        return NULL;
    so_task *buf[SO_RUNQ / 2];
    uint32_t start = (c->sched_n * 2654435761u + (uint32_t)c->id) % (uint32_t)n;
    for (int32_t k = 0; k < n; k++) {
        so_carrier *v = so_S.carriers[(start + (uint32_t)k) % (uint32_t)n];
        if (v == c)
            continue;
        uint32_t got = so_runq_grab(v, buf, take_next);
        if (got == 0)
            continue;
        for (uint32_t i = 1; i < got; i++)
            so_runq_put(c, buf[i]);
        return buf[0];
    }
    return NULL;
}

bool so_work_visible(void) {
    if (__atomic_load_n(&so_S.gq_len, __ATOMIC_SEQ_CST) > 0)
        return true;
    int32_t n = __atomic_load_n(&so_S.ncarriers, __ATOMIC_ACQUIRE);
    for (int32_t i = 0; i < n; i++)
        if (!so_runq_empty(so_S.carriers[i]))
            return true;
    return false;
}

bool so_carrier_has_work(so_carrier *c) {
    return !so_runq_empty(c);
}

// The next task for c from its own queues (and the global queue every 61st time), or NULL.
static so_task *so_pick_local(so_carrier *c) {
    so_task *t;
    c->sched_n++;
    if (c->sched_n % 61 == 0) {
        if (so_timers_next() != INT64_MAX)
            so_timers_run(so_now_ns());
        if ((t = so_global_get(c)) != NULL) {
            c->streak = 0;
            return t;
        }
    }
    if (c->streak < SO_RUNNEXT_STREAK && (t = so_runnext_take(c)) != NULL) {
        c->streak++;
        return t;
    }
    c->streak = 0;
    if ((t = so_runq_get(c)) != NULL)
        return t;
    return so_runnext_take(c);
}

// ---- Waking and idling --------------------------------------------------------------------

// Takes a carrier off the idle list (if there is room for one more running carrier), counts it
// running, and wakes it; as a spinner if `spinning` (the caller counted it in nspinning).
static bool so_wake_idle(bool spinning) {
    so_lock_acquire(&so_S.lock);
    so_carrier *c = so_S.idle;
    if (c == NULL || __atomic_load_n(&so_S.nrunning, __ATOMIC_RELAXED) >= so_S.nprocs) {
        so_lock_release(&so_S.lock);
        return false;
    }
    so_S.idle = c->idle_next;
    __atomic_store_n(&c->idle, 0, __ATOMIC_RELAXED);
    __atomic_sub_fetch(&so_S.nidle, 1, __ATOMIC_SEQ_CST);
    __atomic_add_fetch(&so_S.nrunning, 1, __ATOMIC_SEQ_CST);
    so_lock_release(&so_S.lock);
    c->spinning = spinning;
    __atomic_store_n(&c->wake, 1, __ATOMIC_RELEASE);
    so_futex_wake(&c->wake, 1);
    so_monitor_kick();
    return true;
}

void so_wakep(void) {
    if (__atomic_load_n(&so_S.nidle, __ATOMIC_SEQ_CST) == 0)
        return;
    if (__atomic_load_n(&so_S.nspinning, __ATOMIC_SEQ_CST) != 0)
        return;
    if (__atomic_load_n(&so_S.nrunning, __ATOMIC_RELAXED) >= so_S.nprocs)
        return;
    int32_t zero = 0;
    if (!__atomic_compare_exchange_n(&so_S.nspinning, &zero, 1, false, __ATOMIC_SEQ_CST,
                                     __ATOMIC_RELAXED))
        return;
    if (!so_wake_idle(true))
        __atomic_sub_fetch(&so_S.nspinning, 1, __ATOMIC_SEQ_CST);
}

static void so_stop_spinning(so_carrier *c) {
    c->spinning = false;
    // The last spinner that found work wakes another one, so that more work queued meanwhile
    // is not left waiting behind the task this carrier is about to run.
    if (__atomic_sub_fetch(&so_S.nspinning, 1, __ATOMIC_SEQ_CST) == 0)
        so_wakep();
}

// Takes c off the idle list if it is still there and there is room for it to run. Returns
// false if a waker took it off first (its wake word is or will be set) or if there is no room
// (it stays idle).
static bool so_unidle(so_carrier *c) {
    so_lock_acquire(&so_S.lock);
    if (!__atomic_load_n(&c->idle, __ATOMIC_RELAXED) ||
        __atomic_load_n(&so_S.nrunning, __ATOMIC_RELAXED) >= so_S.nprocs) {
        so_lock_release(&so_S.lock);
        return false;
    }
    so_carrier **pp = &so_S.idle;
    while (*pp != c)
        pp = &(*pp)->idle_next;
    *pp = c->idle_next;
    __atomic_store_n(&c->idle, 0, __ATOMIC_RELAXED);
    __atomic_sub_fetch(&so_S.nidle, 1, __ATOMIC_SEQ_CST);
    __atomic_add_fetch(&so_S.nrunning, 1, __ATOMIC_SEQ_CST);
    so_lock_release(&so_S.lock);
    so_monitor_kick();
    return true;
}

// Counts the OS threads of the process (from /proc); -1 if unknown.
static int so_count_threads(void) {
    int fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    char buf[4096];
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0)
        return -1;
    buf[n] = 0;
    const char *p = strstr(buf, "\nThreads:");
    return p ? atoi(p + 9) : -1;
}

// Called with so_S.lock held by a carrier that has just gone idle: whether every task is
// blocked and nothing can ever wake one (then the caller reports the deadlock).
static bool so_all_asleep_locked(void) {
    return __atomic_load_n(&so_S.nidle, __ATOMIC_SEQ_CST) ==
               __atomic_load_n(&so_S.ncarriers, __ATOMIC_SEQ_CST) &&
           __atomic_load_n(&so_S.ntasks, __ATOMIC_SEQ_CST) > 0 &&
           __atomic_load_n(&so_S.nosthreads, __ATOMIC_SEQ_CST) == 0 && so_timers_count() == 0 &&
           !so_work_visible();
}

static _Noreturn void so_deadlock(void) {
    static const char msg[] = "fatal error: all goroutines are asleep - deadlock!\n";
    if (ftrylockfile(stdout) == 0) {
        fflush_unlocked(stdout);
        funlockfile(stdout);
    }
    ssize_t w = write(2, msg, sizeof msg - 1);
    (void)w;
    _exit(2);
}

// Puts c on the idle list and sleeps until another carrier wakes it or a timer is due. Returns
// when c should look for work again, counted running again. `counted`: c is counted in
// nrunning now (false for a carrier whose place the monitor gave away).
static void so_idle(so_carrier *c, bool counted) {
    // Stop counting as a spinner before going on the idle list: once there, a waker may take c
    // off it and write c->spinning for the next round. (Stopping first is as safe as after: the
    // last look below comes after both.)
    if (c->spinning) {
        c->spinning = false;
        __atomic_sub_fetch(&so_S.nspinning, 1, __ATOMIC_SEQ_CST);
    }
    so_lock_acquire(&so_S.lock);
    if (counted && __atomic_load_n(&so_S.gq_len, __ATOMIC_SEQ_CST) > 0) {
        so_lock_release(&so_S.lock);
        return;
    }
    c->idle_next = so_S.idle;
    so_S.idle = c;
    __atomic_store_n(&c->wake, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&c->idle, 1, __ATOMIC_RELAXED);
    __atomic_store_n(&c->revoked, 0, __ATOMIC_RELAXED);
    __atomic_add_fetch(&so_S.nidle, 1, __ATOMIC_SEQ_CST);
    if (counted)
        __atomic_sub_fetch(&so_S.nrunning, 1, __ATOMIC_SEQ_CST);
    bool asleep = so_all_asleep_locked();
    so_lock_release(&so_S.lock);
    int64_t recheck_at = -1; // when foreign threads might still wake a task: look again then
    if (asleep) {
        // Threads the scheduler does not know (started by C code, or that existed before it
        // started) might still wake a task through a channel or a lock: then it is no deadlock.
        // Counting the process's threads reads /proc, so once foreign threads were seen they are
        // assumed to be there for a while (100 ms, doubling up to 1.6 s) before the next count.
        int64_t now = so_now_ns();
        int64_t until = __atomic_load_n(&so_S.foreign_until, __ATOMIC_RELAXED);
        if (now >= until) {
            int threads = so_count_threads();
            // Known: the carriers, the monitor, the OSThread threads; under ThreadSanitizer
            // also its background thread (started with the first thread the program creates).
            int known = __atomic_load_n(&so_S.ncarriers, __ATOMIC_SEQ_CST) + 1 +
                        __atomic_load_n(&so_S.osthreads, __ATOMIC_SEQ_CST) + SO_TSAN;
            if (threads >= 0 && threads <= known) {
                so_lock_acquire(&so_S.lock);
                asleep = so_all_asleep_locked();
                so_lock_release(&so_S.lock);
                if (asleep)
                    so_deadlock();
            }
            int64_t wait = __atomic_load_n(&so_S.foreign_wait, __ATOMIC_RELAXED);
            wait = wait == 0 ? 100 * 1000 * 1000 : wait < 1600 * 1000 * 1000 ? wait * 2 : wait;
            __atomic_store_n(&so_S.foreign_wait, wait, __ATOMIC_RELAXED);
            until = now + wait;
            __atomic_store_n(&so_S.foreign_until, until, __ATOMIC_RELAXED);
        }
        recheck_at = until;
    }
    // The last look (see the top of this file).
    if (so_work_visible() && so_unidle(c))
        return;
    bool timers = true;
    for (;;) {
        if (__atomic_load_n(&c->wake, __ATOMIC_ACQUIRE) != 0)
            break;
        int64_t timeout = -1, now = so_now_ns();
        if (recheck_at >= 0)
            timeout = recheck_at > now ? recheck_at - now : 0;
        int64_t next = so_timers_next();
        if (timers && next != INT64_MAX) {
            int64_t left = next > now ? next - now : 0;
            if (timeout < 0 || left < timeout)
                timeout = left;
        }
        if (so_futex_wait(&c->wake, 0, timeout) == ETIMEDOUT) {
            if (so_unidle(c))
                return; // to fire the timers, or to look for a deadlock again
            // No room to run (the others are busy: the monitor fires timers that are late), or
            // a waker took us meanwhile: wait for the wake-up.
            timers = false;
            recheck_at = -1;
        }
    }
    // Woken by so_wake_idle, which counted c running (and spinning if it said so).
    __atomic_store_n(&c->wake, 0, __ATOMIC_RELAXED);
}

// A carrier whose place the monitor gave away (it was stuck in one task): at its next
// scheduling point it takes its place back if there is room, or else hands its queued tasks to
// the others and goes idle.
static void so_carrier_revoked(so_carrier *c) {
    so_lock_acquire(&so_S.lock);
    if (__atomic_load_n(&so_S.nrunning, __ATOMIC_RELAXED) < so_S.nprocs) {
        __atomic_store_n(&c->revoked, 0, __ATOMIC_RELAXED);
        __atomic_add_fetch(&so_S.nrunning, 1, __ATOMIC_SEQ_CST);
        so_lock_release(&so_S.lock);
        return;
    }
    so_lock_release(&so_S.lock);
    so_task *t;
    while ((t = so_runnext_take(c)) != NULL || (t = so_runq_get(c)) != NULL)
        so_global_put_list(t, t, 1);
    so_wakep();
    so_idle(c, false);
}

// The scheduling loop's search: blocks until there is a task for c to run.
static so_task *so_find_runnable(so_carrier *c) {
    for (;;) {
        if (__atomic_load_n(&c->revoked, __ATOMIC_RELAXED)) {
            so_carrier_revoked(c);
            continue;
        }
        if (so_timers_next() != INT64_MAX)
            so_timers_run(so_now_ns());
        so_task *t = so_pick_local(c);
        if (t == NULL)
            t = so_global_get(c);
        if (t != NULL) {
            if (c->spinning)
                so_stop_spinning(c);
            return t;
        }
        // Look at the others for a while, if not too many carriers look already.
        if (!c->spinning) {
            int32_t ns = __atomic_load_n(&so_S.nspinning, __ATOMIC_SEQ_CST);
            int32_t busy = __atomic_load_n(&so_S.nrunning, __ATOMIC_SEQ_CST) - ns;
            if (2 * ns < (busy > 1 ? busy : 1)) {
                c->spinning = true;
                __atomic_add_fetch(&so_S.nspinning, 1, __ATOMIC_SEQ_CST);
            }
        }
        if (c->spinning) {
            for (int round = 0; round < SO_STEAL_ROUNDS && t == NULL; round++) {
                t = so_steal(c, round >= SO_STEAL_NEXT_ROUND);
                if (t == NULL)
                    t = so_global_get(c);
                if (t == NULL && so_timers_next() != INT64_MAX) {
                    if (so_timers_run(so_now_ns()))
                        t = so_pick_local(c);
                }
                if (t == NULL && __atomic_load_n(&c->revoked, __ATOMIC_RELAXED))
                    break;
            }
            if (t != NULL) {
                so_stop_spinning(c);
                return t;
            }
        }
        so_idle(c, true);
    }
}

// ---- Switching ----------------------------------------------------------------------------

static void so_task_prepare(so_carrier *c, so_task *t);

#if SO_ASAN
static void so_san_before(so_task *cur, so_task *next) {
    __sanitizer_start_switch_fiber(cur->why == SO_WHY_EXIT ? NULL : &cur->asan_fake,
                                   next->asan_bottom, next->asan_size);
}
static void so_san_after(so_task *cur, so_task *prev) {
    const void *bottom;
    size_t size;
    __sanitizer_finish_switch_fiber(cur ? cur->asan_fake : NULL, &bottom, &size);
    if (prev && prev->asan_bottom == NULL) {
        prev->asan_bottom = bottom;
        prev->asan_size = size;
    }
}
#else
#define so_san_before(cur, next) ((void)0)
#define so_san_after(cur, prev) ((void)0)
#endif

// Switches the calling context cur, running on carrier c, to next. Returns when cur is resumed,
// possibly on another carrier: the caller must not use c afterwards.
static void so_switch(so_carrier *c, so_task *cur, so_task *next) {
    if (next->sp == NULL)
        so_task_prepare(c, next);
    c->cur = next;
    __atomic_store_n(&c->tick, c->tick + 1, __ATOMIC_RELAXED);
    __atomic_store_n(&c->blocking, next->blocking > 0, __ATOMIC_RELAXED);
    so_task_local_switch(&cur->tl, &next->tl);
    so_san_before(cur, next);
#if SO_TSAN
    __tsan_switch_to_fiber(next->tsan_fiber, 0);
#endif
    so_task *prev = so_ctx_switch(&cur->sp, next->sp, cur);
    so_san_after(cur, prev);
    so_after_switch(prev);
}

void so_switch_out(so_task *self, uint8_t why) {
    so_carrier *c = so_carrier_self();
    self->why = why;
    so_task *next = NULL;
    if (!__atomic_load_n(&c->revoked, __ATOMIC_RELAXED)) {
        next = so_pick_local(c);
        if (next == NULL)
            next = so_global_get(c);
    }
    so_switch(c, self, next ? next : &c->g0);
}

static void so_task_finished(so_carrier *c, so_task *t) {
    so_task_local_end(&t->tl); // the task's result stack
#if SO_ASAN
    // The frames still on the dead stack (from its last stack pointer up) never returned, so
    // their redzones are still poisoned: clear them before the stack goes to another task.
    __asan_unpoison_memory_region(t->sp, t->tl.stack_hi - (uintptr_t)t->sp);
#endif
    if (t->map_base) {
        so_stack_unmap(t->map_base, t->map_len);
        t->map_base = 0;
    } else {
        so_stack_put(c, t->tl.stack_lo);
    }
    t->sp = NULL;
#if SO_TSAN
    __tsan_destroy_fiber(t->tsan_fiber);
    t->tsan_fiber = NULL;
#endif
#if SO_ASAN
    t->asan_fake = NULL;
    t->asan_bottom = NULL;
    t->asan_size = 0;
#endif
    so_task_release(t);
}

void so_after_switch(so_task *prev) {
    switch (prev->why) {
    case SO_WHY_PARK: {
        uint32_t e = SO_P_EMPTY;
        if (!__atomic_compare_exchange_n(&prev->pstate, &e, SO_P_PARKED, false, __ATOMIC_ACQ_REL,
                                         __ATOMIC_ACQUIRE)) {
            // A wake-up came while it was switching out: it is runnable at once (and consumes
            // the wake-up when it resumes, see so_park).
            so_runq_put(so_carrier_self(), prev);
        }
        break;
    }
    case SO_WHY_YIELD:
        so_runq_put(so_carrier_self(), prev);
        break;
    case SO_WHY_GLOBAL:
        so_global_put(prev);
        break;
    case SO_WHY_EXIT:
        so_task_finished(so_carrier_self(), prev);
        break;
    default:
        break;
    }
}

// The permit is consumed with an exchange, never a plain store: a waker's exchange must never
// be overwritten, because the waker relies on the pending wake-up it saw (its condition is made
// visible to the task only by the task reading that exchange's value). So a task woken from
// PARKED resumes with the permit still NOTIFIED and takes it with an exchange (acquire), which
// reads the last waker's exchange, whichever waker enqueued it.
void so_park(void) {
    so_carrier *c = so_carrier_self();
    so_task *self = c->cur;
    if (__atomic_load_n(&self->pstate, __ATOMIC_RELAXED) == SO_P_NOTIFIED) {
        __atomic_exchange_n(&self->pstate, SO_P_EMPTY, __ATOMIC_ACQUIRE);
        return;
    }
    so_switch_out(self, SO_WHY_PARK);
    __atomic_exchange_n(&self->pstate, SO_P_EMPTY, __ATOMIC_ACQUIRE);
}

void so_unpark(so_task *t) {
    // Always an exchange, even when a wake-up is already pending: its release is what makes
    // the waker's condition visible to the parked task.
    if (__atomic_exchange_n(&t->pstate, SO_P_NOTIFIED, __ATOMIC_ACQ_REL) == SO_P_PARKED)
        so_ready(t, true);
}

void so_ready(so_task *t, bool next) {
    so_carrier *c = so_carrier_self();
    if (c == NULL || __atomic_load_n(&c->revoked, __ATOMIC_RELAXED)) {
        so_global_put(t);
        return;
    }
    if (next)
        so_runnext_put(c, t);
    else
        so_runq_put(c, t);
    so_wakep();
}

#define SO_TASK_SPIN_US 2

int32_t so_spin_budget(int32_t thread_spins) {
    so_carrier *c = so_carrier_self();
    if (c == NULL || c->cur == &c->g0)
        return thread_spins;
    int32_t others = __atomic_load_n(&so_S.nrunning, __ATOMIC_RELAXED) -
                     __atomic_load_n(&so_S.nspinning, __ATOMIC_RELAXED) - 1;
    if (others <= 0 || !so_runq_empty(c))
        return 0;
    int32_t most = SO_TASK_SPIN_US * so_S.pauses_1us;
    return thread_spins < most ? thread_spins : most;
}

// ---- First run of a task ------------------------------------------------------------------

static void so_task_main(so_task *prev, void *arg) {
    so_task *self = arg;
#if SO_ASAN
    so_san_after(NULL, prev);
#endif
    so_after_switch(prev);
    so_task_run_entry(self);
    so_task_exit(self);
}


// Gives t a stack and its first frame (it has never run).
static void so_task_prepare(so_carrier *c, so_task *t) {
    uintptr_t lo, hi;
    if (t->stack_size > SO_STACK_DEFAULT) {
        if (!so_stack_map(t->stack_size, &t->map_base, &t->map_len, &lo))
            so_panic("conc: cannot allocate a task stack (out of memory or memory mappings)");
        hi = t->map_base + t->map_len;
    } else {
        lo = so_stack_get(c);
        hi = lo + (uintptr_t)SO_STACK_DEFAULT;
    }
    t->tl = (so_TaskLocal){.defers = NULL,
                           .stack_lo = lo,
                           .stack_hi = hi,
                           .guard_lo = lo - (uintptr_t)SO_STACK_GUARD,
                           .guard_hi = lo};
    t->sp = so_ctx_init(lo, hi, so_task_main, t);
#if SO_ASAN
    t->asan_fake = NULL;
    t->asan_bottom = (const void *)lo;
    t->asan_size = hi - lo;
    so_asan_task_started();
#endif
#if SO_TSAN
    t->tsan_fiber = __tsan_create_fiber(0);
#endif
}

// ---- Carriers -----------------------------------------------------------------------------

static _Noreturn void so_carrier_loop(so_carrier *c) {
    for (;;) {
        so_task *t = so_find_runnable(c);
        c->g0.why = SO_WHY_NONE;
        so_switch(c, &c->g0, t); // the loop's own context never leaves its carrier
    }
}

static void so_g0_entry(so_task *prev, void *arg) {
    so_carrier *c = arg;
#if SO_ASAN
    so_san_after(NULL, prev);
#endif
    so_after_switch(prev);
    so_carrier_loop(c);
}

static void *so_carrier_thread(void *arg) {
    so_carrier *c = arg;
    __atomic_store_n(&c->tid, (int32_t)syscall(SYS_gettid), __ATOMIC_RELEASE);
    so_thread_signal_init();
    c->cur = &c->g0;
    so_tls_carrier = c;
#if SO_TSAN
    c->g0.tsan_fiber = __tsan_get_current_fiber();
#endif
    so_carrier_loop(c);
}

static so_carrier *so_carrier_new(int32_t id) {
    void *m = NULL;
    if (posix_memalign(&m, 64, sizeof(so_carrier)) != 0)
        so_panic("conc: cannot start thread");
    so_carrier *c = m;
    memset(c, 0, sizeof *c);
    c->id = id;
    c->g0.kind = SO_KIND_G0;
    c->mon_tick = ~0u; // so the monitor's first sample starts its clock
    return c;
}

static void so_carrier_start_thread(so_carrier *c) {
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    int err = pthread_create(&c->thread, &attr, so_carrier_thread, c);
    pthread_attr_destroy(&attr);
    if (err != 0)
        so_panic("conc: cannot start thread");
}

// With so_S.lock held: starts one more carrier (counted running, as a spinner if the caller
// counted it in nspinning). Returns false at the limit.
static bool so_carrier_add_locked(bool spinning) {
    int32_t n = __atomic_load_n(&so_S.ncarriers, __ATOMIC_RELAXED);
    if (n >= SO_MAX_CARRIERS)
        return false;
    so_carrier *c = so_carrier_new(n);
    c->spinning = spinning;
    so_S.carriers[n] = c;
    __atomic_add_fetch(&so_S.nrunning, 1, __ATOMIC_SEQ_CST);
    __atomic_store_n(&so_S.ncarriers, n + 1, __ATOMIC_SEQ_CST);
    so_carrier_start_thread(c);
    return true;
}

// The monitor found c stuck in one task (a blocking call, or a long computation) while other
// tasks wait: c's place goes to another carrier (an idle one, or a new one), which steals c's
// queued tasks. c keeps running its task; at its next scheduling point it takes a place back if
// there is one, or goes idle (so_carrier_revoked).
void so_revoke(so_carrier *c) {
    so_lock_acquire(&so_S.lock);
    if (__atomic_load_n(&c->revoked, __ATOMIC_RELAXED) || __atomic_load_n(&c->idle, __ATOMIC_RELAXED)) {
        so_lock_release(&so_S.lock);
        return;
    }
    __atomic_store_n(&c->revoked, 1, __ATOMIC_RELAXED);
    __atomic_sub_fetch(&so_S.nrunning, 1, __ATOMIC_SEQ_CST);
    int32_t zero = 0;
    bool spin = __atomic_compare_exchange_n(&so_S.nspinning, &zero, 1, false, __ATOMIC_SEQ_CST,
                                            __ATOMIC_RELAXED);
    so_carrier *w = so_S.idle;
    if (w != NULL) {
        so_S.idle = w->idle_next;
        __atomic_store_n(&w->idle, 0, __ATOMIC_RELAXED);
        __atomic_sub_fetch(&so_S.nidle, 1, __ATOMIC_SEQ_CST);
        __atomic_add_fetch(&so_S.nrunning, 1, __ATOMIC_SEQ_CST);
        so_lock_release(&so_S.lock);
        w->spinning = spin;
        __atomic_store_n(&w->wake, 1, __ATOMIC_RELEASE);
        so_futex_wake(&w->wake, 1);
        return;
    }
    if (!so_carrier_add_locked(spin) && spin)
        __atomic_sub_fetch(&so_S.nspinning, 1, __ATOMIC_SEQ_CST);
    so_lock_release(&so_S.lock);
}

static int32_t so_read_gomaxprocs(void) {
    const char *s = getenv("GOMAXPROCS");
    if (s && *s) {
        char *end;
        long v = strtol(s, &end, 10);
        if (*end == '\0' && v > 0)
            return v > SO_MAX_PROCS ? SO_MAX_PROCS : (int32_t)v;
    }
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) {
        int n = CPU_COUNT(&set);
        if (n > 0)
            return n > SO_MAX_PROCS ? SO_MAX_PROCS : n;
    }
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (n > SO_MAX_PROCS ? SO_MAX_PROCS : (int32_t)n) : 1;
}

static pthread_once_t so_sched_once = PTHREAD_ONCE_INIT;

// How many pause instructions last about a microsecond here.
static int32_t so_measure_pause(void) {
    int64_t t0 = so_now_ns();
    for (int i = 0; i < 256; i++)
        so_spin_hint();
    int64_t per = (so_now_ns() - t0) / 256;
    if (per < 1)
        per = 1;
    int64_t n = 1000 / per;
    return n < 4 ? 4 : n > 1000 ? 1000 : (int32_t)n;
}

static void so_sched_init(void) {
    so_S.nprocs = so_read_gomaxprocs();
    so_S.pauses_1us = so_measure_pause();
    bool adopt = syscall(SYS_gettid) == getpid();
    int32_t first = 0;
    if (adopt) {
        // This thread becomes carrier 0; what runs on it now becomes the main task.
        so_carrier *c = so_carrier_new(0);
        so_task *main = so_task_alloc();
        main->kind = SO_KIND_MAIN;
        main->refs = 1;
        c->adopted = true;
        c->cur = main;
        // The scheduling loop of this carrier needs a stack of its own.
        uintptr_t lo = so_stack_get(c), hi = lo + (uintptr_t)SO_STACK_DEFAULT;
        c->g0.tl = (so_TaskLocal){.stack_lo = lo,
                                  .stack_hi = hi,
                                  .guard_lo = lo - (uintptr_t)SO_STACK_GUARD,
                                  .guard_hi = lo};
        c->g0.sp = so_ctx_init(lo, hi, so_g0_entry, c);
#if SO_ASAN
        c->g0.asan_bottom = (const void *)lo;
        c->g0.asan_size = hi - lo;
#endif
#if SO_TSAN
        main->tsan_fiber = __tsan_get_current_fiber();
        c->g0.tsan_fiber = __tsan_create_fiber(0);
#endif
        c->tid = (int32_t)syscall(SYS_gettid);
        so_S.carriers[0] = c;
        so_S.ncarriers = 1;
        so_S.nrunning = 1;
        so_S.ntasks = 1;
        so_tls_carrier = c;
        first = 1;
    }
    for (int32_t i = first; i < so_S.nprocs; i++) {
        so_carrier *c = so_carrier_new(i);
        so_S.carriers[i] = c;
    }
    // They count as running until they find nothing to do and go idle.
    __atomic_store_n(&so_S.nrunning, so_S.nprocs, __ATOMIC_SEQ_CST);
    __atomic_store_n(&so_S.ncarriers, so_S.nprocs, __ATOMIC_SEQ_CST);
    for (int32_t i = first; i < so_S.nprocs; i++)
        so_carrier_start_thread(so_S.carriers[i]);
    pthread_t mon;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    if (pthread_create(&mon, &attr, so_monitor_main, NULL) != 0)
        so_panic("conc: cannot start thread");
    pthread_attr_destroy(&attr);
#if SO_ASAN
    atexit(so_lsan_task_roots);
#endif
    __atomic_store_n(&so_sched_ready, 1, __ATOMIC_RELEASE);
}

void so_sched_ensure(void) {
    if (__builtin_expect(__atomic_load_n(&so_sched_ready, __ATOMIC_ACQUIRE) != 0, 1))
        return;
    pthread_once(&so_sched_once, so_sched_init);
}
