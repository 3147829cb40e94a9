//go:build ignore
// sync.Cond on a Linux futex: a sequence number that every Signal and Broadcast advances.
//
// Fields:
//     c->seq  the sequence number; waiters sleep on it with the value they read
//     c->pad  bits 0..30: how many threads are asleep in the kernel on c->seq, or about to be
//             (so that Signal and Broadcast skip the system call when nobody sleeps);
//             bit 31: taken by the one waiter that is currently polling
//     c->mu   the mutex given to Init; NULL means "not initialized"
//
// Wait, with the mutex held: read seq, unlock the mutex, then
//   1. if no other waiter polls or sleeps, poll seq for a short while: when the signalling
//      thread runs on another core, the wake-up costs no system call on either side (a
//      one-to-one handoff becomes several times faster). With more waiters, polling would take
//      the cores that the signaller and the woken threads need, so they sleep at once;
//   2. otherwise count itself in c->pad, re-read seq, and futex-wait while seq has the value
//      read under the mutex; count itself out;
// and lock the mutex again.
// Signal: advance seq; if someone sleeps, wake one sleeper.
// Broadcast: advance seq; if someone sleeps, wake one sleeper and move all the others from
// c->seq's queue to the mutex's queue (FUTEX_CMP_REQUEUE). They would only fight over the mutex
// anyway; this way the mutex hands itself from one to the next, one wake-up per Unlock, instead
// of a herd of threads waking at once to find all but one of them blocked.
//
// Why no wake-up is lost. Suppose a waiter W checked its condition under the mutex and decided
// to wait, and a signaller S then makes the condition true (under the mutex) and signals.
//  * W reads seq while still holding the mutex and S changes the condition after taking the
//    mutex, so W's read happens before S's increment and returns an older value. W sleeps only
//    if seq still has that older value when the kernel checks it (atomically with respect to
//    futex_wake and the requeue): either S's increment came first and W does not sleep, or W is
//    queued before S's wake-up and is woken (or requeued, see below) by it.
//  * S skips the kernel when it reads c->pad == 0. W increments c->pad and then re-reads seq; S
//    increments seq and then reads c->pad; all four are sequentially consistent. In their single
//    total order, if S's read of c->pad comes before W's increment, then W's re-read of seq comes
//    after S's increment, so W sees the new value and does not sleep.
//  * A thread requeued onto the mutex is woken by an Unlock, because it and every other thread
//    coming back from a sleep in Wait relocks with so_mutex_lock_requeued, which leaves the mutex
//    CONTENDED; an Unlock that finds CONTENDED wakes the next sleeper on the mutex. One thread is
//    always woken directly by Broadcast, which starts the chain.
//
// Signal may wake more than one thread (polling waiters all see seq move; a waiter not yet in
// the kernel returns at once while futex_wake still wakes a sleeper); callers re-check their
// condition in a loop, as the contract says. A 32-bit seq could in principle wrap around exactly
// 2^32 times between a waiter's read and its sleep; that waiter would sleep until the next
// signal.
//
// WaitFor reports a timeout only if seq did not move: a thread whose limit expires while it is
// requeued on the mutex was in fact woken by Broadcast, and reports so.
#include <sched.h>

#include "so/sync/sync.h"

#include "so/internal/mutex.h"
#include "so/internal/rt.h"
#include "so/internal/sched.h"

// How many times Wait polls seq before sleeping: one pause hint per poll, and every
// COND_YIELD-th poll gives the core away (sched_yield); at most COND_SPIN_NS in all. Pure
// pause-spinning is fast when the signaller runs on another core, but when both share one core
// (a loaded machine) the spinner burns the very time slice the signaller needs, and a handoff
// costs ten times a sleep; the yields bound that case. Measured on the 2-core development
// machine: a one-to-one Cond handoff 2.3x faster than sleeping at once, four or eight waiters
// about the same.
#ifndef COND_SPIN
#define COND_SPIN 400
#endif
#ifndef COND_YIELD
#define COND_YIELD 10
#endif
// The polling also stops after this long, however few polls were made.
#define COND_SPIN_NS 50000

// c->pad: bits 0..30 count the sleepers; bit 31 is held by the one waiter that is polling.
#define COND_SLEEPERS 0x7fffffffu
#define COND_SPINNER 0x80000000u

void sync_Cond_Init(sync_Cond *c, sync_Mutex *mu) {
    c->seq = 0;
    c->pad = 0;
    c->mu = mu;
}

static sync_Mutex *cond_mutex(sync_Cond *c) {
    sync_Mutex *mu = __atomic_load_n(&c->mu, __ATOMIC_RELAXED);
    if (mu == NULL) {
        so_panic("sync: Cond used before Init");
    }
    return mu;
}

// cond_wait is Wait with a limit in nanoseconds (negative: none). Returns true on timeout.
static bool cond_wait(sync_Cond *c, int64_t timeout_ns) {
    sync_Mutex *mu = cond_mutex(c);
    uint32_t seq = __atomic_load_n(&c->seq, __ATOMIC_RELAXED); // ordered by the mutex
    sync_Mutex_Unlock(mu);

    // Only one waiter at a time polls (COND_SPINNER is its token), and only while no other
    // waiter sleeps: with several waiters, the pollers would take the cores that the signalling
    // thread and the woken ones need (on a machine with few cores this costs far more than the
    // system calls it saves).
    // A task never polls here: the signaller is usually a task too, and a task that polls (and
    // yields its OS thread, which does nothing for tasks) only keeps it from running.
    uint32_t pad = timeout_ns == 0 || so_task_self() != NULL
                       ? COND_SPINNER
                       : __atomic_fetch_or(&c->pad, COND_SPINNER, __ATOMIC_RELAXED);
    if (!(pad & COND_SPINNER)) {
        bool moved = false;
        int64_t start = so_now_ns();
        for (int i = 0; i < COND_SPIN && !moved && !(pad & COND_SLEEPERS); i++) {
            if (i % COND_YIELD == COND_YIELD - 1) {
                sched_yield(); // the signaller may be waiting for this very core
                if (so_now_ns() - start > COND_SPIN_NS) {
                    break; // the yields took long: the machine is busy, sleep instead
                }
            }
            so_spin_hint();
            moved = __atomic_load_n(&c->seq, __ATOMIC_RELAXED) != seq;
            pad = __atomic_load_n(&c->pad, __ATOMIC_RELAXED);
        }
        __atomic_fetch_and(&c->pad, ~COND_SPINNER, __ATOMIC_RELAXED);
        if (moved) {
            sync_Mutex_Lock(mu);
            return false;
        }
    }

    int r = EAGAIN;
    __atomic_fetch_add(&c->pad, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&c->seq, __ATOMIC_SEQ_CST) == seq) {
        r = so_wait(&c->seq, seq, timeout_ns);
    }
    __atomic_fetch_sub(&c->pad, 1, __ATOMIC_RELAXED);
    if (r == EAGAIN) {
        // Never queued in the kernel, so never requeued either.
        sync_Mutex_Lock(mu);
        return false;
    }
    // We slept, and may have been requeued onto the mutex: relock in the contended state.
    so_mutex_lock_requeued(mu);
    return r == ETIMEDOUT && __atomic_load_n(&c->seq, __ATOMIC_RELAXED) == seq;
}

void sync_Cond_Wait(sync_Cond *c) { cond_wait(c, -1); }

bool sync_Cond_WaitFor(sync_Cond *c, int64_t nsec) {
    if (nsec < 0) {
        nsec = 0;
    }
    return cond_wait(c, nsec);
}

void sync_Cond_Signal(sync_Cond *c) {
    cond_mutex(c);
    __atomic_fetch_add(&c->seq, 1, __ATOMIC_SEQ_CST);
    if ((__atomic_load_n(&c->pad, __ATOMIC_SEQ_CST) & COND_SLEEPERS) != 0) {
        so_wake(&c->seq, 1);
    }
}

void sync_Cond_Broadcast(sync_Cond *c) {
    sync_Mutex *mu = cond_mutex(c);
    uint32_t seq = __atomic_add_fetch(&c->seq, 1, __ATOMIC_SEQ_CST);
    if ((__atomic_load_n(&c->pad, __ATOMIC_SEQ_CST) & COND_SLEEPERS) != 0) {
        // If seq moved again meanwhile, the requeue refuses (it could not tell the sleepers of
        // this Broadcast from later ones): then wake everybody.
        if (so_cmp_requeue(&c->seq, seq, 1, &mu->state, INT_MAX) < 0) {
            so_wake(&c->seq, INT_MAX);
        }
    }
}
