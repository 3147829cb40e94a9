//go:build ignore
// sync.Once on a Linux futex.
//
// State encoding (o->state):
//     0  ONCE_NEW      f has not been started
//     1  ONCE_RUNNING  one thread is running f, nobody sleeps
//     2  ONCE_WAITING  one thread is running f, and at least one thread sleeps (or is about to)
//     3  ONCE_DONE     f has returned
//
// The fast path, once f has run, is one acquire load that reads ONCE_DONE. The first caller moves
// 0 -> 1 with a CAS and runs f; then it stores ONCE_DONE with a release exchange, and calls the
// kernel only if the old value says somebody sleeps. Other callers spin briefly, then announce
// themselves (1 -> 2) and sleep while the word is 2.
//
// Memory orders: the release exchange that publishes ONCE_DONE pairs with the acquire loads that
// read ONCE_DONE, so everything f wrote is visible to every caller that returns from Do.
//
// Why no wake-up is lost: a thread sleeps only while the word is exactly ONCE_WAITING (the kernel
// checks this atomically with respect to futex_wake). The runner's exchange to ONCE_DONE comes
// later in the word's modification order than any 1 -> 2 transition it could have missed, so
// when anyone may be sleeping it sees 2 and wakes everyone; a thread that had not yet entered the
// kernel finds 3 and does not sleep.
#include "so/sync/sync.h"

#include "so/internal/rt.h"
#include "so/internal/sched.h"

#define ONCE_NEW 0u
#define ONCE_RUNNING 1u
#define ONCE_WAITING 2u
#define ONCE_DONE 3u

#define ONCE_SPIN 100

static void once_slow(sync_Once *o, void (*f)(void));

void sync_Once_Do(sync_Once *o, void (*f)(void)) {
    if (__atomic_load_n(&o->state, __ATOMIC_ACQUIRE) == ONCE_DONE) {
        return;
    }
    once_slow(o, f);
}

static void once_slow(sync_Once *o, void (*f)(void)) {
    uint32_t s = ONCE_NEW;
    if (__atomic_compare_exchange_n(&o->state, &s, ONCE_RUNNING, false, __ATOMIC_ACQUIRE,
                                    __ATOMIC_ACQUIRE)) {
        f();
        if (__atomic_exchange_n(&o->state, ONCE_DONE, __ATOMIC_RELEASE) == ONCE_WAITING) {
            so_wake(&o->state, INT_MAX);
        }
        return;
    }
    // Someone else runs f (or has run it): s holds the state the CAS saw.
    int spins = so_spin_budget(ONCE_SPIN);
    for (int i = 0; i < spins && s != ONCE_DONE; i++) {
        so_spin_hint();
        s = __atomic_load_n(&o->state, __ATOMIC_ACQUIRE);
    }
    while (s != ONCE_DONE) {
        if (s == ONCE_RUNNING &&
            !__atomic_compare_exchange_n(&o->state, &s, ONCE_WAITING, false, __ATOMIC_ACQUIRE,
                                         __ATOMIC_ACQUIRE)) {
            continue; // s now holds what the word became (2 or 3)
        }
        so_wait(&o->state, ONCE_WAITING, -1);
        s = __atomic_load_n(&o->state, __ATOMIC_ACQUIRE);
    }
}
