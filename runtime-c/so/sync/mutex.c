//go:build ignore
// sync.Mutex on a Linux futex: the classic three-state lock.
//
// State encoding (the 32-bit word m->state):
//
//     0  UNLOCKED   free
//     1  LOCKED     held, and no thread sleeps on the word
//     2  CONTENDED  held, and some thread may sleep on the word (or be about to)
//
// Costs: an uncontended Lock is one CAS (0 -> 1) and an uncontended Unlock one exchange (-> 0);
// neither makes a system call. A contended Lock first polls the word a bounded number of times,
// reading it (the cache line stays shared while the holder works) and attempting the CAS only
// when it reads UNLOCKED. If the lock stays held, it announces itself by exchanging in
// CONTENDED, and sleeps in the kernel while the word is CONTENDED. Unlock makes the wake system
// call only when the word it replaced was CONTENDED, and then wakes exactly one sleeper.
//
// A thread that has slept takes the lock with an exchange to CONTENDED, never LOCKED: it cannot
// know whether other sleepers remain, so it keeps the "someone may sleep" fact alive. The price
// is at most one wake call that finds nobody, after the last sleeper has left. The benefit over
// counting sleepers exactly: a wake call is made only after some thread has announced a sleep,
// so a holder that locks and unlocks repeatedly while a woken thread is still on its way to a
// CPU does not issue a wake per unlock (on an oversubscribed machine that stream of wakes makes
// a herd of runnable threads that all fight over the lock).
//
// Sleeping and waking go through so_wait/so_wake (so/internal/sched.h): futex operations on the
// scheduler's wait queues, which park a task and put an OS thread to sleep in the kernel. A task
// polls only when the holder may be running on another carrier (so_spin_budget); otherwise parking
// is cheaper than polling a lock whose holder waits to run on this very carrier (so_spin_budget).
//
// Why no wake-up is lost. A thread sleeps with futex_wait(&state, CONTENDED): the kernel queues
// it only if the word is CONTENDED at that moment, atomically with respect to futex_wake. The
// word became CONTENDED through an exchange that found it held (non-zero), so a holder exists
// that has not yet released; its Unlock exchange comes later in the word's modification order,
// finds CONTENDED (only an Unlock ever moves the word away from CONTENDED), and calls
// futex_wake, which either finds the sleeper queued and wakes it, or runs before it queues, in
// which case the word is no longer CONTENDED and futex_wait returns at once.
//
// Memory orders. Taking the lock (the CAS from UNLOCKED, or an exchange that returns UNLOCKED)
// is an acquire; Unlock's exchange is a release. Together they order each critical section
// before the next. Polling reads are relaxed: they only decide whether to try the CAS. The
// wake-up argument is about one word, where coherence (a single modification order) suffices.
#include "so/sync/sync.h"

#include "so/internal/mutex.h"
#include "so/internal/rt.h"
#include "so/internal/sched.h"

#define MUTEX_UNLOCKED 0u
#define MUTEX_LOCKED 1u
#define MUTEX_CONTENDED 2u

// How many times a contended Lock polls the word before it sleeps. Each poll executes one pause
// hint; a few hundred polls last a few microseconds, about the cost of a kernel sleep/wake pair.
#ifndef MUTEX_SPIN
#define MUTEX_SPIN 200
#endif

static void mutex_lock_slow(sync_Mutex *m);

void sync_Mutex_Lock(sync_Mutex *m) {
    uint32_t expected = MUTEX_UNLOCKED;
    if (__atomic_compare_exchange_n(&m->state, &expected, MUTEX_LOCKED, false, __ATOMIC_ACQUIRE,
                                    __ATOMIC_RELAXED)) {
        return;
    }
    mutex_lock_slow(m);
}

bool sync_Mutex_TryLock(sync_Mutex *m) {
    uint32_t expected = MUTEX_UNLOCKED;
    return __atomic_compare_exchange_n(&m->state, &expected, MUTEX_LOCKED, false,
                                       __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

void sync_Mutex_Unlock(sync_Mutex *m) {
    uint32_t old = __atomic_exchange_n(&m->state, MUTEX_UNLOCKED, __ATOMIC_RELEASE);
    if (old == MUTEX_CONTENDED) {
        so_wake(&m->state, 1);
    } else if (old != MUTEX_LOCKED) {
        // It was UNLOCKED, and the exchange wrote UNLOCKED again: nothing changed.
        so_panic("sync: unlock of unlocked mutex");
    }
}

static void mutex_lock_slow(sync_Mutex *m) {
    // Phase 1: poll. Stop early once some thread has announced a sleep: a queue has formed, and
    // spinning would burn a core that the holder may need (with more threads than cores, the
    // spinner can be what keeps the holder from running).
    int spins = so_spin_budget(MUTEX_SPIN);
    for (int i = 0; i < spins; i++) {
        uint32_t s = __atomic_load_n(&m->state, __ATOMIC_RELAXED);
        if (s == MUTEX_UNLOCKED) {
            if (__atomic_compare_exchange_n(&m->state, &s, MUTEX_LOCKED, false, __ATOMIC_ACQUIRE,
                                            __ATOMIC_RELAXED)) {
                return;
            }
        } else if (s == MUTEX_CONTENDED) {
            break;
        }
        so_spin_hint();
    }

    // Phase 2: announce and sleep.
    so_mutex_lock_requeued(m);
}

// The exchange both takes a free lock (it returns UNLOCKED) and, when the lock is held, marks
// it CONTENDED so that the holder's Unlock will wake a sleeper. A thread that was requeued here
// by Cond.Broadcast must use this path too: other requeued threads may sleep on the word, and
// only CONTENDED makes the next Unlock wake one of them (each woken thread relocks the same way,
// so the chain of wake-ups continues until the queue is empty).
void so_mutex_lock_requeued(sync_Mutex *m) {
    while (__atomic_exchange_n(&m->state, MUTEX_CONTENDED, __ATOMIC_ACQUIRE) != MUTEX_UNLOCKED) {
        so_wait(&m->state, MUTEX_CONTENDED, -1);
    }
}
