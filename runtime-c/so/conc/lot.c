//go:build ignore
// The parking lot: futex operations (so_wait, so_wake, so_cmp_requeue) on user-space wait
// queues, so that every primitive built on a futex word (Mutex, RWMutex, Cond, Once, WaitGroup,
// Thread.Wait, the Pool) parks a task instead of its carrier thread, while a plain OS thread
// still sleeps in the kernel.
//
// A hash table of SO_LOT_BUCKETS buckets, each a lock and a FIFO list of waiting nodes; a node
// lives on its waiter's stack and records the address it waits on, and either the waiting task
// or, for an OS thread, a futex word of its own (node.state) that the thread sleeps on.
//
// Why this is a futex. so_wait checks *addr == expected and links its node with the bucket
// locked; so_wake and so_cmp_requeue find nodes with the same bucket locked. A waker changes
// *addr before it wakes, so either its wake finds the node, or the waiter's check (after the
// waker's unlock) sees the new value and does not sleep. Requeue moves nodes between buckets
// with both locked (in address order) and changes node.addr under both locks, so a node is
// always in the bucket of its current address; whoever needs a node's bucket (a timed-out
// waiter unlinking itself) reads node.addr, locks that bucket and checks node.addr again.
//
// Waking a node. The waker unlinks it under the lock, then (after unlocking) reads the waiting
// task, publishes node.state = WOKEN (release) and wakes the task or the thread. Once the state
// is published the waiter may return and its stack may go; the waker touches nothing of the
// node after that except the futex wake on the address of node.state, which at worst wakes
// some other futex sleeper spuriously (every futex sleeper here loops on its own condition), and
// the task block, which is never freed (see so_unpark).
//
// Time limits. A waiting thread uses the futex's timeout. A waiting task arms a timer (timer.c)
// whose callback, with the timer heap locked, unlinks the node if it is still linked and marks it
// TIMEDOUT; a task woken first removes its timer, which waits for a callback in progress.
#include <errno.h>
#include <limits.h>

#include "so/conc/sched_impl.h"

#define SO_LOT_BUCKETS 1024 // power of two

enum { SO_LOT_WAITING = 0, SO_LOT_WOKEN = 1, SO_LOT_TIMEDOUT = 2 };

typedef struct so_lot_node {
    struct so_lot_node *next, *prev;
    uint32_t *addr;  // under the bucket lock(s)
    so_task *task;   // NULL: an OS thread, sleeping on state
    uint32_t state;  // SO_LOT_*, atomic
    bool linked;     // under the bucket lock
} so_lot_node;

typedef struct so_lot_bucket {
    so_lock lock;
    so_lot_node *head, *tail;
    char pad[64 - sizeof(so_lock) - 2 * sizeof(void *)];
} so_lot_bucket;

static so_lot_bucket so_lot[SO_LOT_BUCKETS];

static so_lot_bucket *so_bucket(const uint32_t *addr) {
    uint64_t h = ((uint64_t)(uintptr_t)addr >> 2) * 0x9E3779B97F4A7C15ull;
    return &so_lot[h >> (64 - 10)];
}

static void so_lot_link(so_lot_bucket *b, so_lot_node *n) {
    n->next = NULL;
    n->prev = b->tail;
    if (b->tail)
        b->tail->next = n;
    else
        b->head = n;
    b->tail = n;
    n->linked = true;
}

static void so_lot_unlink(so_lot_bucket *b, so_lot_node *n) {
    if (n->prev)
        n->prev->next = n->next;
    else
        b->head = n->next;
    if (n->next)
        n->next->prev = n->prev;
    else
        b->tail = n->prev;
    n->next = n->prev = NULL;
    n->linked = false;
}

// Locks the bucket that holds n now (n->addr may be changed by a requeue until we hold it).
static so_lot_bucket *so_lot_lock_node(so_lot_node *n) {
    for (;;) {
        uint32_t *a = __atomic_load_n(&n->addr, __ATOMIC_RELAXED);
        so_lot_bucket *b = so_bucket(a);
        so_lock_acquire(&b->lock);
        if (__atomic_load_n(&n->addr, __ATOMIC_RELAXED) == a)
            return b;
        so_lock_release(&b->lock);
    }
}

// Wakes the nodes of the list (unlinked, threaded through next) after the locks are released.
static void so_lot_wake_list(so_lot_node *n) {
    while (n) {
        so_lot_node *next = n->next;
        so_task *t = n->task;
        __atomic_store_n(&n->state, SO_LOT_WOKEN, __ATOMIC_RELEASE);
        if (t)
            so_unpark(t);
        else
            so_futex_wake(&n->state, 1);
        n = next;
    }
}

static void so_lot_timeout(so_timer *tm) {
    so_lot_node *n = tm->arg;
    so_lot_bucket *b = so_lot_lock_node(n);
    if (!n->linked) {
        so_lock_release(&b->lock); // a waker has it, and will mark it WOKEN
        return;
    }
    so_lot_unlink(b, n);
    so_task *t = n->task;
    __atomic_store_n(&n->state, SO_LOT_TIMEDOUT, __ATOMIC_RELEASE);
    so_lock_release(&b->lock);
    so_unpark(t);
}

int so_wait(uint32_t *addr, uint32_t expected, int64_t timeout_ns) {
    so_lot_node n;
    n.addr = addr;
    n.task = so_task_self();
    n.state = SO_LOT_WAITING;
    int64_t deadline = -1;
    if (timeout_ns >= 0) {
        int64_t now = so_now_ns();
        deadline = timeout_ns > INT64_MAX - now ? -1 : now + timeout_ns;
    }
    so_lot_bucket *b = so_bucket(addr);
    so_lock_acquire(&b->lock);
    if (__atomic_load_n(addr, __ATOMIC_SEQ_CST) != expected) {
        so_lock_release(&b->lock);
        return EAGAIN;
    }
    so_lot_link(b, &n);
    so_lock_release(&b->lock);

    if (n.task) {
        so_timer tm;
        if (deadline >= 0) {
            tm.when = deadline;
            tm.fire = so_lot_timeout;
            tm.arg = &n;
            so_timer_add(&tm);
        }
        uint32_t s;
        while ((s = __atomic_load_n(&n.state, __ATOMIC_ACQUIRE)) == SO_LOT_WAITING)
            so_park();
        if (deadline >= 0 && s == SO_LOT_WOKEN)
            so_timer_del(&tm);
        return s == SO_LOT_TIMEDOUT ? ETIMEDOUT : 0;
    }

    for (;;) {
        uint32_t s = __atomic_load_n(&n.state, __ATOMIC_ACQUIRE);
        if (s != SO_LOT_WAITING)
            return 0;
        int64_t left = -1;
        if (deadline >= 0) {
            left = deadline - so_now_ns();
            if (left <= 0) {
                b = so_lot_lock_node(&n);
                bool mine = n.linked;
                if (mine)
                    so_lot_unlink(b, &n);
                so_lock_release(&b->lock);
                if (mine)
                    return ETIMEDOUT;
                deadline = -1; // a waker unlinked us: it is about to mark us WOKEN
                continue;
            }
        }
        so_futex_wait(&n.state, SO_LOT_WAITING, left);
    }
}

int so_wake(uint32_t *addr, int n) {
    so_lot_bucket *b = so_bucket(addr);
    so_lot_node *list = NULL, **tail = &list;
    int woken = 0;
    so_lock_acquire(&b->lock);
    for (so_lot_node *w = b->head; w != NULL && woken < n;) {
        so_lot_node *next = w->next;
        if (w->addr == addr) {
            so_lot_unlink(b, w);
            *tail = w;
            tail = &w->next;
            woken++;
        }
        w = next;
    }
    so_lock_release(&b->lock);
    *tail = NULL;
    so_lot_wake_list(list);
    return woken;
}

int so_cmp_requeue(uint32_t *addr, uint32_t expected, int nwake, uint32_t *addr2, int nrequeue) {
    so_lot_bucket *b1 = so_bucket(addr), *b2 = so_bucket(addr2);
    so_lot_bucket *first = b1 < b2 ? b1 : b2, *second = b1 < b2 ? b2 : b1;
    so_lock_acquire(&first->lock);
    if (second != first)
        so_lock_acquire(&second->lock);
    if (__atomic_load_n(addr, __ATOMIC_SEQ_CST) != expected) {
        if (second != first)
            so_lock_release(&second->lock);
        so_lock_release(&first->lock);
        return -1;
    }
    if (addr2 == addr)
        nrequeue = 0; // moving waiters onto their own address changes nothing
    so_lot_node *list = NULL, **tail = &list;
    int woken = 0, moved = 0;
    for (so_lot_node *w = b1->head; w != NULL && (woken < nwake || moved < nrequeue);) {
        so_lot_node *next = w->next;
        if (w->addr == addr) {
            so_lot_unlink(b1, w);
            if (woken < nwake) {
                *tail = w;
                tail = &w->next;
                woken++;
            } else {
                __atomic_store_n(&w->addr, addr2, __ATOMIC_RELAXED);
                so_lot_link(b2, w);
                moved++;
            }
        }
        w = next;
    }
    if (second != first)
        so_lock_release(&second->lock);
    so_lock_release(&first->lock);
    *tail = NULL;
    so_lot_wake_list(list);
    return woken + moved;
}

// ---- Channel parkers (waitq.h) for tasks --------------------------------------------------

static void so_parker_timeout(so_timer *tm) {
    so_parker *pk = tm->arg;
    so_task *t = pk->task;
    uint32_t s = __atomic_load_n(&pk->state, __ATOMIC_RELAXED);
    while ((s & SO_PK_PHASE) == SO_PK_WAITING) {
        if (__atomic_compare_exchange_n(&pk->state, &s, SO_PK_CANCELLED, false, __ATOMIC_ACQ_REL,
                                        __ATOMIC_RELAXED)) {
            so_unpark(t);
            return;
        }
    }
}

bool so_parker_park(so_parker *pk, int64_t deadline) {
    so_timer tm;
    if (deadline >= 0) {
        tm.when = deadline;
        tm.fire = so_parker_timeout;
        tm.arg = pk;
        so_timer_add(&tm);
    }
    for (;;) {
        uint32_t phase = __atomic_load_n(&pk->state, __ATOMIC_ACQUIRE) & SO_PK_PHASE;
        if (phase == SO_PK_DONE) {
            if (deadline >= 0)
                so_timer_del(&tm);
            return true;
        }
        if (phase == SO_PK_CANCELLED)
            return false; // the timer fired (and is out of the heap)
        so_park();
    }
}

// ---- Sleeping -----------------------------------------------------------------------------

typedef struct so_sleeper {
    so_timer tm;
    so_task *task;
    uint32_t fired; // atomic
} so_sleeper;

static void so_sleep_fire(so_timer *tm) {
    so_sleeper *s = tm->arg;
    so_task *t = s->task; // read before `fired`: after it, s may be gone
    __atomic_store_n(&s->fired, 1, __ATOMIC_RELEASE);
    so_unpark(t);
}

void so_sleep_until(int64_t deadline) {
    so_task *t = so_task_self();
    if (t == NULL) {
        if (deadline == INT64_MAX)
            so_block_forever();
        struct timespec ts = {.tv_sec = deadline / 1000000000, .tv_nsec = deadline % 1000000000};
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) == EINTR) {
        }
        return;
    }
    if (deadline <= so_now_ns())
        return;
    so_sleeper s = {.tm = {.when = deadline, .fire = so_sleep_fire, .arg = &s}, .task = t};
    so_timer_add(&s.tm);
    while (__atomic_load_n(&s.fired, __ATOMIC_ACQUIRE) == 0)
        so_park();
}
