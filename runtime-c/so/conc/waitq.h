// Private to so/conc: the per-channel lock, the parker every blocked operation sleeps on, and the
// FIFO queues of parked waiters. Not part of the ABI.
//
// How a blocked operation works
// -----------------------------
// A thread that must wait (Send with no receiver and no room, Recv with nothing to take, or a
// Select with nothing ready) builds, on its own stack, one `so_parker` and one `so_waiter` per
// channel operation it waits for, links the waiters into the channels' queues while holding the
// channels' locks, unlocks, and waits for the parker's state word to say DONE.
//
// The parker's state word is the one point of agreement between the waiting thread (the owner)
// and the threads that could complete it (wakers: a partner Send/Recv/Select, or Close):
//
//     WAITING --claim (waker, CAS)--> CLAIMED --complete (waker)--> DONE
//     WAITING --cancel (owner, CAS)--> CANCELLED            (timeout)
//
// plus a SLEEPER bit the owner sets before it calls futex_wait, so that a waker makes the
// futex_wake system call only when somebody actually sleeps.
//
// * Exactly one waker wins the CAS out of WAITING, even when one parker is shared by the waiters
//   of a Select on several channels: that is what makes exactly one case fire.
// * A waker only ever claims a waiter while holding the lock of the channel whose queue the
//   waiter is in, and it unlinks the waiter (queued = false) before trying the claim. A waiter
//   whose claim fails (fired by another channel, or cancelled) is simply dropped from the queue.
// * Between CLAIMED and DONE the waker owns the waiter's slot: it copies the value into or out of
//   it and writes the outcome (fired case, ok) into the parker, and only then publishes DONE with
//   a release exchange. The owner reads the outcome after an acquire load sees DONE. After DONE
//   the waker touches nothing of the owner's memory except the futex_wake on the address of the
//   state word, which is harmless even if that stack memory is reused (at worst a spurious wake,
//   and every sleeper re-checks its own word in a loop).
// * A timed-out owner CASes WAITING -> CANCELLED. If that fails, a waker has already claimed it:
//   the operation is being completed and its result wins over the timeout, so the owner waits for
//   DONE (a few instructions away). After a successful cancel it locks each channel and unlinks
//   its waiters that are still queued; no value was given to it and none was taken from it.
// * No lost wake-up: the owner sleeps with futex_wait(&state, s | SLEEPER), which returns at once
//   if the word changed after the owner read it; a waker that completes after the SLEEPER bit was
//   set sees it in the value its exchange returns and calls futex_wake.
// * A task (a lightweight thread of the scheduler) does not sleep on the futex: it parks
//   (so_park), and the waker, which read the owner task from the parker before its exchange,
//   unparks it after every completion (a wake-up that arrives before the task parks is kept by
//   the task and makes its park return at once). A timeout is a timer whose callback cancels
//   (WAITING -> CANCELLED) and unparks.
#ifndef SO_CONC_WAITQ_H
#define SO_CONC_WAITQ_H

#include <stdbool.h>
#include <stdint.h>

#include "so/internal/rt.h"
#include "so/internal/sched.h"

// ---- A small futex lock ------------------------------------------------------------------
// 0 unlocked, 1 locked, 2 locked and maybe contended (someone may sleep in futex_wait).
// Spins briefly before sleeping, since channel critical sections are a few dozen instructions.
typedef struct so_lock {
    uint32_t state;
} so_lock;

#ifndef SO_LOCK_SPINS
#define SO_LOCK_SPINS 100
#endif

static inline void so_lock_slow(so_lock *l) {
    for (int i = 0; i < SO_LOCK_SPINS; i++) {
        uint32_t s = __atomic_load_n(&l->state, __ATOMIC_RELAXED);
        if (s == 0) {
            uint32_t expected = 0;
            if (__atomic_compare_exchange_n(&l->state, &expected, 1, false, __ATOMIC_ACQUIRE,
                                            __ATOMIC_RELAXED))
                return;
        } else if (s == 2) {
            break; // others already sleep: join them rather than burn the core
        }
        so_spin_hint();
    }
    // Mark contended; whoever unlocks from 2 wakes one sleeper. We own the lock when the
    // exchange returns 0.
    while (__atomic_exchange_n(&l->state, 2, __ATOMIC_ACQUIRE) != 0)
        so_futex_wait(&l->state, 2, -1);
}

static inline void so_lock_acquire(so_lock *l) {
    uint32_t expected = 0;
    if (__builtin_expect(__atomic_compare_exchange_n(&l->state, &expected, 1, false,
                                                     __ATOMIC_ACQUIRE, __ATOMIC_RELAXED),
                         1))
        return;
    so_lock_slow(l);
}

static inline void so_lock_release(so_lock *l) {
    if (__atomic_exchange_n(&l->state, 0, __ATOMIC_RELEASE) == 2)
        so_futex_wake(&l->state, 1);
}

// ---- Parker ------------------------------------------------------------------------------
#define SO_PK_WAITING 0u
#define SO_PK_CLAIMED 1u
#define SO_PK_DONE 2u
#define SO_PK_CANCELLED 3u
#define SO_PK_PHASE 3u
#define SO_PK_SLEEPER 4u

typedef struct so_parker {
    uint32_t state; // phase | SLEEPER bit; see above
    int32_t fired;  // written by the waker before DONE: index of the case that fired
    bool ok;        // written by the waker before DONE: recv got a value / send delivered
    so_task *task;  // the owner, when it is a task; NULL for an OS thread
} so_parker;

// The owner side for a task (lot.c): park until DONE (true) or until the deadline (< 0: none)
// passes and the timer cancels the parker (false).
bool so_parker_park(so_parker *pk, int64_t deadline);

// How long the owner spins before it sleeps, adapted per thread. A handoff to a partner that is
// running on another core completes within a few hundred nanoseconds, and catching it while
// spinning saves two system calls and a trip through the scheduler. But when the cores are
// oversubscribed the partner is usually not running, and spinning only delays it. So each
// thread doubles its spin budget when a wait ended while it was spinning and halves it when it
// had to sleep anyway, between SO_PARK_SPINS_MIN and SO_PARK_SPINS_MAX pause instructions
// (a pause is 10-140 cycles depending on the CPU).
#ifndef SO_PARK_SPINS_MIN
#define SO_PARK_SPINS_MIN 16
#endif
#ifndef SO_PARK_SPINS_MAX
#define SO_PARK_SPINS_MAX 1024
#endif
#ifndef SO_PARK_SPINS
#define SO_PARK_SPINS 64 // the initial budget
#endif

// (Static in this private header: chan.c and select.c each keep their own budget.)
static __thread int32_t so_park_spins = SO_PARK_SPINS;

static inline void so_parker_init(so_parker *pk) {
    pk->state = SO_PK_WAITING;
    pk->fired = -1;
    pk->ok = false;
    pk->task = so_task_self();
}

// Waker side: try to take the right to complete the parker. Only the winner may touch the
// owner's slot and outcome fields.
static inline bool so_parker_claim(so_parker *pk) {
    uint32_t s = __atomic_load_n(&pk->state, __ATOMIC_RELAXED);
    while ((s & SO_PK_PHASE) == SO_PK_WAITING) {
        if (__atomic_compare_exchange_n(&pk->state, &s, SO_PK_CLAIMED | (s & SO_PK_SLEEPER),
                                        false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
            return true;
    }
    return false;
}

// Waker side: publish the outcome. After this call the owner may return at any moment.
static inline void so_parker_complete(so_parker *pk) {
    so_task *t = pk->task; // read before DONE: after it, pk may be gone
    uint32_t old = __atomic_exchange_n(&pk->state, SO_PK_DONE, __ATOMIC_RELEASE);
    if (t)
        so_unpark(t);
    else if (old & SO_PK_SLEEPER)
        so_futex_wake(&pk->state, 1);
}

// Owner side: wait until DONE (returns true) or until the monotonic deadline (deadline < 0:
// none) passes and the cancel succeeds (returns false).
static inline bool so_parker_wait(so_parker *pk, int64_t deadline) {
    if (pk->task)
        return so_parker_park(pk, deadline);
    int32_t spins = so_park_spins;
    for (int32_t i = 0; i < spins; i++) {
        if (__atomic_load_n(&pk->state, __ATOMIC_ACQUIRE) == SO_PK_DONE) {
            so_park_spins = spins < SO_PARK_SPINS_MAX / 2 ? spins * 2 : SO_PARK_SPINS_MAX;
            return true;
        }
        so_spin_hint();
    }
    so_park_spins = spins > SO_PARK_SPINS_MIN * 2 ? spins / 2 : SO_PARK_SPINS_MIN;
    for (;;) {
        uint32_t s = __atomic_load_n(&pk->state, __ATOMIC_ACQUIRE);
        uint32_t phase = s & SO_PK_PHASE;
        if (phase == SO_PK_DONE)
            return true;
        int64_t timeout = -1;
        if (deadline >= 0 && phase == SO_PK_WAITING) {
            timeout = deadline - so_now_ns();
            if (timeout <= 0) {
                if (__atomic_compare_exchange_n(&pk->state, &s, SO_PK_CANCELLED, false,
                                                __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE))
                    return false;
                continue; // claimed meanwhile: the operation wins, wait for DONE
            }
        }
        if (!(s & SO_PK_SLEEPER)) {
            if (!__atomic_compare_exchange_n(&pk->state, &s, s | SO_PK_SLEEPER, false,
                                             __ATOMIC_RELAXED, __ATOMIC_RELAXED))
                continue;
            s |= SO_PK_SLEEPER;
        }
        so_futex_wait(&pk->state, s, timeout);
    }
}

// ---- Waiter queues -----------------------------------------------------------------------
// A waiter is one channel operation of a parked thread. It lives on the owner's stack and is
// linked into exactly one channel queue while `queued`; all fields except those of the parker
// are read and written only under that channel's lock (or by the owner before it is linked).
typedef struct so_waiter {
    struct so_waiter *next, *prev;
    so_parker *pk;  // shared by all waiters of one Select
    void *slot;     // recv: destination (may be NULL); send: the value to send
    int32_t index;  // case index reported in pk->fired
    bool queued;    // linked in a channel queue
} so_waiter;

typedef struct so_waitq {
    so_waiter *head, *tail;
} so_waitq;

static inline void so_waitq_push(so_waitq *q, so_waiter *w) {
    w->next = NULL;
    w->prev = q->tail;
    if (q->tail)
        q->tail->next = w;
    else
        q->head = w;
    q->tail = w;
    w->queued = true;
}

static inline void so_waitq_remove(so_waitq *q, so_waiter *w) {
    if (w->prev)
        w->prev->next = w->next;
    else
        q->head = w->next;
    if (w->next)
        w->next->prev = w->prev;
    else
        q->tail = w->prev;
    w->next = w->prev = NULL;
    w->queued = false;
}

// Unlinks waiters from the front until one can be claimed, and returns it (NULL if none).
// Waiters that cannot be claimed belong to a Select that fired elsewhere or to a cancelled
// timeout: dropping them is all they need.
static inline so_waiter *so_waitq_claim(so_waitq *q) {
    so_waiter *w;
    while ((w = q->head) != NULL) {
        so_waitq_remove(q, w);
        if (so_parker_claim(w->pk))
            return w;
    }
    return NULL;
}

#endif
