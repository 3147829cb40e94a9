//go:build ignore
// sync.WaitGroup on a Linux futex.
//
// State encoding:
//     wg->state  high 32 bits: the counter (a signed 32-bit value, as in Go)
//                low 32 bits:  how many threads are registered in Wait for the current round
//     wg->seq    a round number: advanced each time the counter reaches zero with waiters;
//                waiters sleep on it
//
// Add(delta) adds delta << 32 to the state in one atomic operation. If the counter is now
// negative, it panics. If it is now zero and some thread waits, this Add ends the round: it
// resets the state to 0 (nobody may Add or Wait concurrently at that moment, as Go requires:
// anyone who does is reported as a misuse), advances seq and wakes every sleeper.
//
// Wait: if the counter is zero, return. Otherwise read seq, then register (+1 in the low half)
// with a CAS that also re-checks the counter is still non-zero, then sleep until seq differs
// from the value read.
//
// Why no wake-up is lost. A waiter's registering CAS saw a non-zero counter, so the Add that
// brings the counter to zero comes later in the state's modification order and sees the
// registration; it then advances seq and calls futex_wake. The waiter read seq before its CAS
// (an acquire load): had it read the advanced value, the release increment of seq would order
// the ending Add before the CAS, contradicting the above. So the waiter holds the old round
// number and either sees seq changed or is queued in the kernel before the wake.
//
// Memory orders: Add and the registering CAS are acq_rel/acquire so that everything done before
// each Done happens before Wait returns: Done's release on state, the ending Add's acquire, its
// release increment of seq, the waiter's acquire load of seq. A waiter that finds the counter
// already zero synchronizes through its acquire load of state.
#include "so/sync/sync.h"

#include "so/internal/rt.h"
#include "so/internal/sched.h"

void sync_WaitGroup_Add(sync_WaitGroup *wg, int64_t delta) {
    uint64_t add = (uint64_t)delta << 32;
    uint64_t state = __atomic_add_fetch(&wg->state, add, __ATOMIC_ACQ_REL);
    int32_t counter = (int32_t)(uint32_t)(state >> 32);
    uint32_t waiters = (uint32_t)state;
    if (counter < 0) {
        so_panic("sync: negative WaitGroup counter");
    }
    if (counter > 0 || waiters == 0) {
        return;
    }
    // The counter is zero and threads wait: end the round. The state must not have changed
    // since our Add (no concurrent Add or Wait is allowed now).
    if (!__atomic_compare_exchange_n(&wg->state, &state, 0, false, __ATOMIC_ACQ_REL,
                                     __ATOMIC_RELAXED)) {
        so_panic("sync: WaitGroup misuse: Add called concurrently with Wait");
    }
    __atomic_fetch_add(&wg->seq, 1, __ATOMIC_RELEASE);
    so_wake(&wg->seq, INT_MAX);
}

void sync_WaitGroup_Done(sync_WaitGroup *wg) { sync_WaitGroup_Add(wg, -1); }

void sync_WaitGroup_Wait(sync_WaitGroup *wg) {
    uint64_t state = __atomic_load_n(&wg->state, __ATOMIC_ACQUIRE);
    uint32_t round;
    for (;;) {
        if ((state >> 32) == 0) {
            return;
        }
        round = __atomic_load_n(&wg->seq, __ATOMIC_ACQUIRE);
        if (__atomic_compare_exchange_n(&wg->state, &state, state + 1, false, __ATOMIC_ACQUIRE,
                                        __ATOMIC_ACQUIRE)) {
            break;
        }
    }
    // Registered: sleep until the round ends. futex_wait may return early (EAGAIN, a signal, a
    // spurious wake-up), so the loop re-checks the round number.
    while (__atomic_load_n(&wg->seq, __ATOMIC_ACQUIRE) == round) {
        so_wait(&wg->seq, round, -1);
    }
}
