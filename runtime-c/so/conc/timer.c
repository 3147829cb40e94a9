//go:build ignore
// Timers for tasks: time.Sleep, and the limits of channel timeouts, Cond.WaitFor and timed
// waits. One binary heap ordered by deadline, under one lock; the timers themselves live in
// the memory of the tasks that wait on them. A timer fires (its callback runs, with the heap
// locked) in whichever context looks first once it is due: a carrier's scheduling loop (idle
// carriers sleep until the earliest deadline), a carrier every 61st pick, or the monitor when
// every carrier is busy. Firing under the lock is what lets so_timer_del promise that the
// callback is not running when it returns.
#include <stdlib.h>

#include "so/conc/sched_impl.h"

static so_lock so_timer_lock;
static so_timer **so_heap;
static int32_t so_heap_len, so_heap_cap;
static int64_t so_timer_next_ = INT64_MAX; // atomic: the earliest deadline
static int64_t so_timer_count_;            // atomic: timers in the heap

int64_t so_timers_next(void) {
    return __atomic_load_n(&so_timer_next_, __ATOMIC_ACQUIRE);
}

int64_t so_timers_count(void) {
    return __atomic_load_n(&so_timer_count_, __ATOMIC_SEQ_CST);
}

static void so_heap_set(int32_t i, so_timer *t) {
    so_heap[i] = t;
    t->index = i;
}

static void so_heap_up(int32_t i) {
    so_timer *t = so_heap[i];
    while (i > 0) {
        int32_t parent = (i - 1) / 2;
        if (so_heap[parent]->when <= t->when)
            break;
        so_heap_set(i, so_heap[parent]);
        i = parent;
    }
    so_heap_set(i, t);
}

static void so_heap_down(int32_t i) {
    so_timer *t = so_heap[i];
    for (;;) {
        int32_t l = 2 * i + 1;
        if (l >= so_heap_len)
            break;
        int32_t m = l + 1 < so_heap_len && so_heap[l + 1]->when < so_heap[l]->when ? l + 1 : l;
        if (t->when <= so_heap[m]->when)
            break;
        so_heap_set(i, so_heap[m]);
        i = m;
    }
    so_heap_set(i, t);
}

static void so_heap_remove(int32_t i) {
    so_heap[i]->index = -1;
    so_heap_len--;
    if (i != so_heap_len) {
        so_heap_set(i, so_heap[so_heap_len]);
        so_heap_down(i);
        so_heap_up(so_heap[i]->index);
    }
}

static void so_timer_publish(void) {
    __atomic_store_n(&so_timer_next_, so_heap_len ? so_heap[0]->when : INT64_MAX,
                     __ATOMIC_RELEASE);
    __atomic_store_n(&so_timer_count_, so_heap_len, __ATOMIC_SEQ_CST);
}

void so_timer_add(so_timer *t) {
    so_lock_acquire(&so_timer_lock);
    if (so_heap_len == so_heap_cap) {
        int32_t cap = so_heap_cap ? so_heap_cap * 2 : 64;
        so_timer **h = realloc(so_heap, (size_t)cap * sizeof *h);
        if (h == NULL) {
            so_lock_release(&so_timer_lock);
            so_panic("conc: out of memory");
        }
        so_heap = h;
        so_heap_cap = cap;
    }
    so_heap_set(so_heap_len++, t);
    so_heap_up(so_heap_len - 1);
    bool earliest = t->index == 0;
    so_timer_publish();
    so_lock_release(&so_timer_lock);
    // An idle carrier may be sleeping until a later deadline: have one look again.
    if (earliest)
        so_wakep();
}

bool so_timer_del(so_timer *t) {
    so_lock_acquire(&so_timer_lock);
    bool removed = t->index >= 0;
    if (removed) {
        so_heap_remove(t->index);
        so_timer_publish();
    }
    so_lock_release(&so_timer_lock);
    return removed;
}

bool so_timers_run(int64_t now) {
    if (so_timers_next() > now)
        return false;
    bool fired = false;
    so_lock_acquire(&so_timer_lock);
    while (so_heap_len > 0 && so_heap[0]->when <= now) {
        so_timer *t = so_heap[0];
        so_heap_remove(0);
        t->fire(t);
        fired = true;
    }
    so_timer_publish();
    so_lock_release(&so_timer_lock);
    return fired;
}
