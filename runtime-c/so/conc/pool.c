//go:build ignore
// so/conc Pool: worker tasks with per-worker work-stealing deques and a bounded global queue.
//
// The workers are tasks of the scheduler (sched.c), NumThreads of them: the pool's limit on how
// many of its tasks run at once. Everything that waits (a worker with nothing to do, a submitter
// facing a full queue, Wait) waits with so_wait/so_wake, which park a task and put an OS thread
// to sleep; the brief polling before it happens only where another party may be running at the
// same moment (so_spin_budget).
//
// Where tasks go
// * Go from outside the pool pushes onto the global queue, a ring of QueueSize tasks under a
//   futex lock. While it is full the submitter spins briefly, then sleeps on `space_epoch`.
// * Go from inside a task of this pool (the worker task's `pool_worker` names the worker)
//   pushes onto that worker's own deque, which never blocks: when the deque is full the task
//   runs inline, right there. So a task can never deadlock the pool by submitting.
// * A worker takes from its own deque (LIFO, cache-warm), then from the global queue (FIFO),
//   then steals the oldest task of another worker's deque.
//
// The deques are fixed-size Chase-Lev deques (Chase & Lev 2005; orderings after Le et al. 2013,
// written with sequentially consistent operations where the proof needs a store-load order):
// the owner pushes and takes at `bottom`, thieves CAS `top`. A slot is two relaxed atomic words;
// a thief that reads a slot the owner is overwriting (which needs top to have moved past it)
// loses its CAS on top and drops what it read.
//
// Sleeping and waking (no lost wake-up, no CPU when idle)
// * `idle` packs two counts into one word: workers searching for work (spinning over the queues
//   before they sleep) in the high half, workers announced as sleepers in the low half. Every
//   change of it, and the submitter's read of it, is a seq_cst read-modify-write of that one
//   word, so they are totally ordered and each one synchronizes with the ones before it.
// * A submitter publishes the task, then reads `idle`. If a worker is searching, nobody needs
//   waking (it will find the task, as below); otherwise, if a worker sleeps, it bumps the event
//   count `work_epoch` and wakes one. This keeps submitters off the futex syscall while workers
//   are busy or about to look again, which is the common case with short tasks.
// * At most one worker searches at a time; the others go straight to sleep (more searchers
//   would only take CPU from the threads producing the work).
// * A searcher that gives up turns itself into a sleeper (one RMW), reads nothing new into its
//   epoch value (read before), looks for work once more, and only then futex-waits on the epoch.
//   If that RMW comes after the submitter's read, it synchronizes with it and the last look sees
//   the task; if it comes before, the submitter sees a sleeper and no searcher, and wakes
//   (and the bumped epoch makes a futex_wait that has not started yet return at once).
// * A searcher that finds a task stops searching; if it was the last searcher while tasks are
//   still visible and some worker sleeps, it wakes one, so that a task whose submitter saw it
//   searching is not left waiting behind the task it took.
// * `pending` counts tasks submitted and not finished. It is incremented before a task becomes
//   visible, and a task that submits children increments it before its own decrement, so it
//   reaches zero only when everything, recursively, is done. Wait sleeps on `done_epoch` with the
//   same announce-then-recheck protocol (`wait_waiters`); the task that brings `pending` to zero
//   bumps the epoch and wakes all waiters.
// * Free waits like Wait, then sets `shutdown`, bumps `work_epoch`, wakes every worker, and
//   joins them; nothing is queued any more, so they all exit.
#include <string.h>

#include "so/conc/conc.h"
#include "so/conc/sched_impl.h"
#include "so/conc/waitq.h"

#define SO_DEQUE_CAP 1024 // tasks per worker deque (power of two)
#define SO_POOL_SPINS 64  // look-for-work rounds before a worker sleeps
#define SO_SUBMIT_SPINS 200      // Wait: spins before sleeping
#define SO_SUBMIT_SPINS_MIN 32   // Go on a full queue: adaptive spin budget, as in waitq.h
#define SO_SUBMIT_SPINS_MAX 4096
#define SO_IDLE_SLEEPER ((uint64_t)1)
#define SO_IDLE_SEARCHER ((uint64_t)1 << 32)
#define SO_IDLE_SLEEPERS(v) ((v) & 0xffffffffu)
#define SO_IDLE_SEARCHERS(v) ((v) >> 32)

typedef struct so_slot {
    conc_TaskFunc fn; // both accessed with relaxed atomics
    void *arg;
} so_slot;

typedef struct so_worker {
    conc_Pool *pool;
    int64_t index;
    so_task *task;  // the worker task
    int64_t top;    // Chase-Lev: thieves advance it by CAS
    int64_t bottom; // Chase-Lev: written by the owner only
    so_slot *deque; // SO_DEQUE_CAP slots
    char pad[64];   // keep workers' hot words on separate cache lines
} so_worker;

struct conc_Pool {
    mem_Allocator alloc;
    int64_t alloc_size;
    int64_t nworkers;
    so_worker *workers;

    // Global queue, under qlock (qcount is also read without the lock, atomically).
    so_lock qlock;
    so_slot *ring;
    int64_t qcap, qhead, qcount;
    int64_t submit_waiters; // under qlock
    uint32_t space_epoch;   // bumped under qlock when a slot frees and someone waits

    uint32_t work_epoch;
    uint64_t idle; // SO_IDLE_SEARCHER * searching workers + SO_IDLE_SLEEPER * sleeping workers
    bool shutdown;

    int64_t pending;
    uint32_t done_epoch;
    int32_t wait_waiters;
};

static __thread int32_t so_submit_spins = SO_SUBMIT_SPINS;

// The worker the calling task is, or NULL (another task, or an OS thread).
static so_worker *so_pool_self(void) {
    so_task *t = so_task_self();
    return t ? t->pool_worker : NULL;
}

// ---- Chase-Lev deque ---------------------------------------------------------------------

static bool so_deque_push(so_worker *w, conc_TaskFunc fn, void *arg) {
    int64_t b = __atomic_load_n(&w->bottom, __ATOMIC_RELAXED);
    int64_t t = __atomic_load_n(&w->top, __ATOMIC_ACQUIRE);
    if (b - t >= SO_DEQUE_CAP)
        return false;
    so_slot *s = &w->deque[b & (SO_DEQUE_CAP - 1)];
    __atomic_store_n(&s->fn, fn, __ATOMIC_RELAXED);
    __atomic_store_n(&s->arg, arg, __ATOMIC_RELAXED);
    __atomic_store_n(&w->bottom, b + 1, __ATOMIC_RELEASE); // publishes the slot to thieves
    return true;
}

static bool so_deque_take(so_worker *w, so_slot *out) {
    // Cheap emptiness check first: only the owner adds tasks and top only grows, so top >= bottom
    // seen here means empty now, and the costly exchange below can be skipped.
    if (__atomic_load_n(&w->top, __ATOMIC_RELAXED) >= __atomic_load_n(&w->bottom, __ATOMIC_RELAXED))
        return false;
    int64_t b = __atomic_load_n(&w->bottom, __ATOMIC_RELAXED) - 1;
    // Reserve the bottom slot before looking at top (store-load order: seq_cst exchange).
    __atomic_exchange_n(&w->bottom, b, __ATOMIC_SEQ_CST);
    int64_t t = __atomic_load_n(&w->top, __ATOMIC_SEQ_CST);
    if (t > b) { // empty
        __atomic_store_n(&w->bottom, b + 1, __ATOMIC_RELAXED);
        return false;
    }
    so_slot *s = &w->deque[b & (SO_DEQUE_CAP - 1)];
    out->fn = __atomic_load_n(&s->fn, __ATOMIC_RELAXED);
    out->arg = __atomic_load_n(&s->arg, __ATOMIC_RELAXED);
    if (t < b)
        return true; // more than one left: no thief can reach this slot
    // The last task: race the thieves for it on top.
    bool won = __atomic_compare_exchange_n(&w->top, &t, t + 1, false, __ATOMIC_SEQ_CST,
                                           __ATOMIC_RELAXED);
    __atomic_store_n(&w->bottom, b + 1, __ATOMIC_RELAXED);
    return won;
}

static bool so_deque_steal(so_worker *w, so_slot *out) {
    int64_t t = __atomic_load_n(&w->top, __ATOMIC_SEQ_CST);
    int64_t b = __atomic_load_n(&w->bottom, __ATOMIC_SEQ_CST);
    if (t >= b)
        return false;
    so_slot *s = &w->deque[t & (SO_DEQUE_CAP - 1)];
    out->fn = __atomic_load_n(&s->fn, __ATOMIC_RELAXED);
    out->arg = __atomic_load_n(&s->arg, __ATOMIC_RELAXED);
    return __atomic_compare_exchange_n(&w->top, &t, t + 1, false, __ATOMIC_SEQ_CST,
                                       __ATOMIC_RELAXED);
}

static bool so_deque_nonempty(so_worker *w) {
    return __atomic_load_n(&w->top, __ATOMIC_SEQ_CST) <
           __atomic_load_n(&w->bottom, __ATOMIC_SEQ_CST);
}

// ---- Global queue ------------------------------------------------------------------------

static bool so_global_pop(conc_Pool *p, so_slot *out) {
    if (__atomic_load_n(&p->qcount, __ATOMIC_SEQ_CST) == 0)
        return false;
    bool got = false, wake = false;
    so_lock_acquire(&p->qlock);
    if (p->qcount > 0) {
        *out = p->ring[p->qhead];
        p->qhead = p->qhead + 1 == p->qcap ? 0 : p->qhead + 1;
        __atomic_store_n(&p->qcount, p->qcount - 1, __ATOMIC_RELAXED);
        got = true;
        if (p->submit_waiters > 0) {
            __atomic_add_fetch(&p->space_epoch, 1, __ATOMIC_RELAXED);
            wake = true;
        }
    }
    so_lock_release(&p->qlock);
    if (wake)
        so_wake(&p->space_epoch, 1);
    return got;
}

// Blocks while the ring is full. It first spins for a per-thread budget that doubles when a
// slot freed up while spinning and halves when the thread had to sleep anyway (see waitq.h):
// with a worker running on another core, a slot frees up within a task's length, and catching
// it saves the futex sleep and the worker's wake-up call.
static void so_global_push(conc_Pool *p, conc_TaskFunc fn, void *arg) {
    so_lock_acquire(&p->qlock);
    if (p->qcount == p->qcap && so_spin_budget(1) > 0) {
        int32_t budget = so_spin_budget(so_submit_spins), spins = 0;
        while (p->qcount == p->qcap && spins < budget) {
            so_lock_release(&p->qlock);
            while (spins++ < budget && __atomic_load_n(&p->qcount, __ATOMIC_RELAXED) == p->qcap)
                so_spin_hint();
            so_lock_acquire(&p->qlock);
        }
        if (p->qcount < p->qcap)
            so_submit_spins = budget < SO_SUBMIT_SPINS_MAX / 2 ? budget * 2 : SO_SUBMIT_SPINS_MAX;
        else
            so_submit_spins = budget > SO_SUBMIT_SPINS_MIN * 2 ? budget / 2 : SO_SUBMIT_SPINS_MIN;
    }
    while (p->qcount == p->qcap) {
        // Read the epoch under the lock: a pop after our unlock bumps it (we are counted in
        // submit_waiters), so futex_wait returns at once or is woken.
        uint32_t e = __atomic_load_n(&p->space_epoch, __ATOMIC_RELAXED);
        p->submit_waiters++;
        so_lock_release(&p->qlock);
        so_wait(&p->space_epoch, e, -1);
        so_lock_acquire(&p->qlock);
        p->submit_waiters--;
    }
    int64_t tail = p->qhead + p->qcount;
    if (tail >= p->qcap)
        tail -= p->qcap;
    p->ring[tail].fn = fn;
    p->ring[tail].arg = arg;
    __atomic_store_n(&p->qcount, p->qcount + 1, __ATOMIC_RELAXED);
    so_lock_release(&p->qlock);
}

// ---- Workers -----------------------------------------------------------------------------

static void so_pool_wake_one(conc_Pool *p) {
    __atomic_add_fetch(&p->work_epoch, 1, __ATOMIC_SEQ_CST);
    so_wake(&p->work_epoch, 1);
}

// Called after a task was published. The read of `idle` is a read-modify-write (not a fence and
// a load, which ThreadSanitizer could not follow) so that it takes its place in the total order
// of `idle`'s changes; see the comment at the top.
static void so_pool_notify(conc_Pool *p) {
    uint64_t v = __atomic_fetch_add(&p->idle, 0, __ATOMIC_SEQ_CST);
    if (SO_IDLE_SEARCHERS(v) == 0 && SO_IDLE_SLEEPERS(v) > 0)
        so_pool_wake_one(p);
}

static void so_task_done(conc_Pool *p) {
    if (__atomic_sub_fetch(&p->pending, 1, __ATOMIC_SEQ_CST) == 0 &&
        __atomic_load_n(&p->wait_waiters, __ATOMIC_SEQ_CST) > 0) {
        __atomic_add_fetch(&p->done_epoch, 1, __ATOMIC_SEQ_CST);
        so_wake(&p->done_epoch, INT_MAX);
    }
}

static bool so_find_work(so_worker *w, so_slot *out) {
    conc_Pool *p = w->pool;
    if (so_deque_take(w, out))
        return true;
    if (so_global_pop(p, out))
        return true;
    for (int64_t k = 1; k < p->nworkers; k++) {
        so_worker *v = &p->workers[(w->index + k) % p->nworkers];
        if (so_deque_steal(v, out))
            return true;
    }
    return false;
}

static bool so_pool_work_visible(conc_Pool *p) {
    if (__atomic_load_n(&p->qcount, __ATOMIC_SEQ_CST) > 0)
        return true;
    for (int64_t k = 0; k < p->nworkers; k++)
        if (so_deque_nonempty(&p->workers[k]))
            return true;
    return false;
}

static void *so_worker_main(void *arg) {
    so_worker *w = arg;
    conc_Pool *p = w->pool;
    so_task_self()->pool_worker = w;
    so_slot t;
    for (;;) {
        if (!so_find_work(w, &t)) {
            // Search for a while before sleeping, announced so that submitters skip the wake.
            // At most one worker searches at a time: more would only take CPU from the
            // threads that produce the work (the searcher wakes a sleeper when it finds some).
            // Workers are tasks: they search only when so_spin_budget says polling may pay.
            uint64_t v = __atomic_load_n(&p->idle, __ATOMIC_RELAXED);
            bool search = false;
            int32_t rounds = so_spin_budget(SO_POOL_SPINS);
            while (SO_IDLE_SEARCHERS(v) == 0 && !search && rounds > 0)
                search = __atomic_compare_exchange_n(&p->idle, &v, v + SO_IDLE_SEARCHER, false,
                                                     __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
            bool got = false;
            for (int i = 0; search && i < rounds && !got; i++) {
                got = so_find_work(w, &t);
                if (!got)
                    so_spin_hint();
            }
            if (got) {
                v = __atomic_sub_fetch(&p->idle, SO_IDLE_SEARCHER, __ATOMIC_SEQ_CST);
                if (SO_IDLE_SEARCHERS(v) == 0 && SO_IDLE_SLEEPERS(v) > 0 && so_pool_work_visible(p))
                    so_pool_wake_one(p);
            } else {
                uint32_t e = __atomic_load_n(&p->work_epoch, __ATOMIC_SEQ_CST);
                __atomic_add_fetch(&p->idle, SO_IDLE_SLEEPER - (search ? SO_IDLE_SEARCHER : 0),
                                   __ATOMIC_SEQ_CST);
                bool leave = false;
                if (!so_pool_work_visible(p)) {
                    if (__atomic_load_n(&p->shutdown, __ATOMIC_SEQ_CST))
                        leave = true;
                    else
                        so_wait(&p->work_epoch, e, -1);
                }
                __atomic_sub_fetch(&p->idle, SO_IDLE_SLEEPER, __ATOMIC_SEQ_CST);
                if (leave)
                    break;
                continue;
            }
        }
        t.fn(t.arg);
        so_task_done(p);
    }
    so_task_self()->pool_worker = NULL;
    return NULL;
}

// ---- API ---------------------------------------------------------------------------------

static int64_t so_align_up(int64_t n, int64_t a) {
    return (n + a - 1) & ~(a - 1);
}

conc_Pool *conc_NewPool(mem_Allocator alloc, conc_PoolOptions opts) {
    int64_t nworkers = opts.NumThreads;
    if (nworkers <= 0) {
        long cpus = sysconf(_SC_NPROCESSORS_ONLN);
        nworkers = cpus > 0 ? cpus : 1;
    }
    int64_t qcap = opts.QueueSize > 0 ? opts.QueueSize : nworkers;

    // One allocation: the pool, the workers, their deques, the global ring.
    int64_t off_workers = so_align_up((int64_t)sizeof(conc_Pool), 64);
    int64_t off_deques = off_workers + so_align_up(nworkers * (int64_t)sizeof(so_worker), 64);
    int64_t deque_bytes = SO_DEQUE_CAP * (int64_t)sizeof(so_slot);
    int64_t off_ring = off_deques + nworkers * deque_bytes;
    int64_t size;
    if (nworkers > (INT64_MAX / 2) / deque_bytes ||
        __builtin_mul_overflow(qcap, (int64_t)sizeof(so_slot), &size) ||
        __builtin_add_overflow(size, off_ring, &size))
        so_panic("conc: out of memory");
    mem_Result r = mem_Allocator_Alloc(alloc, size, 64);
    if (r.err != mem_ErrNone || r.ptr == NULL)
        so_panic("conc: out of memory");
    uint8_t *base = r.ptr;
    memset(base, 0, (size_t)off_ring); // the allocator zeroes too; be explicit for the header
    conc_Pool *p = (conc_Pool *)base;
    p->alloc = alloc;
    p->alloc_size = size;
    p->nworkers = nworkers;
    p->workers = (so_worker *)(base + off_workers);
    p->ring = (so_slot *)(base + off_ring);
    p->qcap = qcap;
    for (int64_t i = 0; i < nworkers; i++) {
        p->workers[i].pool = p;
        p->workers[i].index = i;
        p->workers[i].deque = (so_slot *)(base + off_deques + i * deque_bytes);
    }
    for (int64_t i = 0; i < nworkers; i++)
        p->workers[i].task = so_task_start(so_worker_main, &p->workers[i], opts.StackSize);
    return p;
}

void conc_Pool_Go(conc_Pool *p, conc_TaskFunc fn, void *arg) {
    so_worker *self = so_pool_self();
    if (self && self->pool == p) {
        __atomic_add_fetch(&p->pending, 1, __ATOMIC_SEQ_CST);
        if (!so_deque_push(self, fn, arg)) {
            // Deque full: run it here. Blocking would risk a pool-wide deadlock.
            fn(arg);
            so_task_done(p);
            return;
        }
    } else {
        __atomic_add_fetch(&p->pending, 1, __ATOMIC_SEQ_CST);
        so_global_push(p, fn, arg);
    }
    so_pool_notify(p);
}

void conc_Pool_Wait(conc_Pool *p) {
    for (int i = 0, spins = so_spin_budget(SO_SUBMIT_SPINS); i < spins; i++) {
        if (__atomic_load_n(&p->pending, __ATOMIC_SEQ_CST) == 0)
            return;
        so_spin_hint();
    }
    for (;;) {
        uint32_t e = __atomic_load_n(&p->done_epoch, __ATOMIC_SEQ_CST);
        __atomic_add_fetch(&p->wait_waiters, 1, __ATOMIC_SEQ_CST);
        if (__atomic_load_n(&p->pending, __ATOMIC_SEQ_CST) == 0) {
            __atomic_sub_fetch(&p->wait_waiters, 1, __ATOMIC_SEQ_CST);
            return;
        }
        so_wait(&p->done_epoch, e, -1);
        __atomic_sub_fetch(&p->wait_waiters, 1, __ATOMIC_SEQ_CST);
    }
}

void conc_Pool_Free(conc_Pool *p) {
    conc_Pool_Wait(p);
    __atomic_store_n(&p->shutdown, true, __ATOMIC_SEQ_CST);
    __atomic_add_fetch(&p->work_epoch, 1, __ATOMIC_SEQ_CST);
    so_wake(&p->work_epoch, INT_MAX);
    for (int64_t i = 0; i < p->nworkers; i++) {
        const so_Itab *tab;
        so_task_join(p->workers[i].task, &tab);
    }
    mem_Allocator_Free(p->alloc, p, p->alloc_size, 64);
}
