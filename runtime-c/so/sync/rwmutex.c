//go:build ignore
// sync.RWMutex on two Linux futex words, writer-preferring.
//
// State encoding (rw->state):
//
//     bits 0..28  READERS   how many read locks are held (plus, for an instant, readers that are
//                           backing out because a writer came first)
//     bit 29      WRITER    a writer has claimed the lock: no new reader may enter. The writer
//                           owns the lock once READERS has drained to 0.
//     bit 30      DRAINING  the claiming writer is parked on rw->writer_notify, waiting for the
//                           last reader to leave
//     bit 31      PARKED    some thread (reader or writer) is parked on rw->state, waiting for
//                           WRITER to clear
//
// rw->writer_notify is a sequence number the draining writer sleeps on. Only the writer that owns
// WRITER ever sleeps there, so waking one thread there wakes exactly the right one.
//
// A writer takes the lock in two steps: claim WRITER (one writer at a time; other writers park on
// rw->state like readers do), then wait for the readers already inside to leave. Because a claim
// succeeds even while readers are inside, a writer never waits for readers that arrived after it:
// no writer starvation. Readers cannot starve a writer, but a stream of writers can keep readers
// out (writer preference, as asked).
//
// Costs: RLock is one fetch_add and RUnlock one fetch_sub when no writer is around; Lock is one
// CAS and Unlock one fetch_and when the lock is free. No system call on any of these paths.
//
// Why no wake-up is lost.
//  * Parked on rw->state (waiting for WRITER to clear): a thread sleeps only on a value that has
//    WRITER and PARKED set. The writer's Unlock clears WRITER and PARKED in one read-modify-write
//    that comes later in the word's modification order, sees PARKED and wakes every sleeper;
//    any sleeper not yet in the kernel finds the word changed and does not sleep.
//  * Parked on rw->writer_notify (waiting for readers to drain): the writer sets DRAINING with a
//    CAS that saw READERS > 0, then reads the sequence (acquire), then re-reads the state and
//    sleeps only if READERS is still > 0. The reader whose fetch_sub takes READERS to 0 comes
//    after that CAS, so it sees DRAINING, and then bumps the sequence (release) and wakes. If the
//    writer read the sequence after the bump, acquire/release makes its re-read of the state see
//    READERS == 0 and it does not sleep; if before, futex_wait sees the new sequence or is woken.
//
// Memory orders: every operation that grants a lock is an acquire (RLock's fetch_add or CAS, the
// writer's claim and its final read of READERS == 0); every release of a lock (RUnlock,
// Unlock) is a release. The read-lock fetch_sub (release) followed by the writer's acquire load
// of READERS == 0 orders the readers' critical sections before the writer's.
#include "so/sync/sync.h"

#include "so/internal/rt.h"
#include "so/internal/sched.h"

#define RW_READER 1u
#define RW_READERS_MASK ((1u << 29) - 1)
#define RW_WRITER (1u << 29)
#define RW_DRAINING (1u << 30)
#define RW_PARKED (1u << 31)

#ifndef RW_SPIN
#define RW_SPIN 200
#endif

// ---- readers -----------------------------------------------------------------------------

// rw_reader_leave drops one read lock (or one backing-out reader) and wakes the draining writer
// if this was the last reader it waited for.
static void rw_reader_leave(sync_RWMutex *rw) {
    uint32_t old = __atomic_fetch_sub(&rw->state, RW_READER, __ATOMIC_RELEASE);
    if ((old & RW_READERS_MASK) == 0) {
        // Not read-locked: undo the borrow before dying.
        __atomic_fetch_add(&rw->state, RW_READER, __ATOMIC_RELAXED);
        so_panic("sync: RUnlock of unlocked RWMutex");
    }
    if ((old & RW_READERS_MASK) == 1 && (old & RW_DRAINING)) {
        __atomic_fetch_add(&rw->writer_notify, 1, __ATOMIC_RELEASE);
        so_wake(&rw->writer_notify, 1);
    }
}

static void rw_rlock_slow(sync_RWMutex *rw);

void sync_RWMutex_RLock(sync_RWMutex *rw) {
    // Optimistically count ourselves in. If a writer had claimed the lock, back out (which may be
    // what lets the writer finish draining) and wait in the slow path.
    uint32_t old = __atomic_fetch_add(&rw->state, RW_READER, __ATOMIC_ACQUIRE);
    if (!(old & RW_WRITER)) {
        if ((old & RW_READERS_MASK) == RW_READERS_MASK) {
            // The count overflowed into WRITER: undo and report.
            __atomic_fetch_sub(&rw->state, RW_READER, __ATOMIC_RELAXED);
            so_panic("sync: too many readers on RWMutex");
        }
        return;
    }
    rw_reader_leave(rw);
    rw_rlock_slow(rw);
}

// rw_try_enter adds one reader while no writer claims the lock. Returns false if a writer does.
static bool rw_try_enter(sync_RWMutex *rw, uint32_t *s) {
    while (!(*s & RW_WRITER)) {
        if ((*s & RW_READERS_MASK) == RW_READERS_MASK) {
            so_panic("sync: too many readers on RWMutex");
        }
        if (__atomic_compare_exchange_n(&rw->state, s, *s + RW_READER, false, __ATOMIC_ACQUIRE,
                                        __ATOMIC_RELAXED)) {
            return true;
        }
    }
    return false;
}

static void rw_rlock_slow(sync_RWMutex *rw) {
    uint32_t s;
    // Poll for a while (stopping early once some thread sleeps: the writer is not about to
    // finish), then sleep.
    int spins = so_spin_budget(RW_SPIN);
    for (int i = 0; i < spins; i++) {
        s = __atomic_load_n(&rw->state, __ATOMIC_RELAXED);
        if (rw_try_enter(rw, &s)) {
            return;
        }
        if (s & RW_PARKED) {
            break;
        }
        so_spin_hint();
    }
    s = __atomic_load_n(&rw->state, __ATOMIC_RELAXED);
    for (;;) {
        if (rw_try_enter(rw, &s)) {
            return;
        }
        // A writer claims the lock: announce a sleeper and sleep until the word changes.
        if (!(s & RW_PARKED)) {
            if (!__atomic_compare_exchange_n(&rw->state, &s, s | RW_PARKED, false,
                                             __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
                continue;
            }
            s |= RW_PARKED;
        }
        so_wait(&rw->state, s, -1);
        s = __atomic_load_n(&rw->state, __ATOMIC_RELAXED);
    }
}

void sync_RWMutex_RUnlock(sync_RWMutex *rw) { rw_reader_leave(rw); }

bool sync_RWMutex_TryRLock(sync_RWMutex *rw) {
    uint32_t s = __atomic_load_n(&rw->state, __ATOMIC_RELAXED);
    return rw_try_enter(rw, &s);
}

// ---- writers -----------------------------------------------------------------------------

static void rw_lock_slow(sync_RWMutex *rw);

void sync_RWMutex_Lock(sync_RWMutex *rw) {
    uint32_t expected = 0;
    if (__atomic_compare_exchange_n(&rw->state, &expected, RW_WRITER, false, __ATOMIC_ACQUIRE,
                                    __ATOMIC_RELAXED)) {
        return;
    }
    rw_lock_slow(rw);
}

bool sync_RWMutex_TryLock(sync_RWMutex *rw) {
    uint32_t s = __atomic_load_n(&rw->state, __ATOMIC_RELAXED);
    while (!(s & RW_WRITER) && (s & RW_READERS_MASK) == 0) {
        if (__atomic_compare_exchange_n(&rw->state, &s, s | RW_WRITER, false, __ATOMIC_ACQUIRE,
                                        __ATOMIC_RELAXED)) {
            return true;
        }
    }
    return false;
}

// rw_claim sets WRITER if no other writer has it. On success *s is the new state.
static bool rw_claim(sync_RWMutex *rw, uint32_t *s) {
    while (!(*s & RW_WRITER)) {
        if (__atomic_compare_exchange_n(&rw->state, s, *s | RW_WRITER, false, __ATOMIC_ACQUIRE,
                                        __ATOMIC_RELAXED)) {
            *s |= RW_WRITER;
            return true;
        }
    }
    return false;
}

static void rw_lock_slow(sync_RWMutex *rw) {
    uint32_t s;
    int spins = so_spin_budget(RW_SPIN);
    // Step 1: claim WRITER, spinning briefly, then parking on rw->state while another writer
    // holds it.
    for (int i = 0;; i++) {
        s = __atomic_load_n(&rw->state, __ATOMIC_RELAXED);
        if (rw_claim(rw, &s)) {
            break;
        }
        if (i < spins && !(s & RW_PARKED)) {
            so_spin_hint();
            continue;
        }
        if (!(s & RW_PARKED) && !__atomic_compare_exchange_n(&rw->state, &s, s | RW_PARKED, false,
                                                             __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
            continue;
        }
        so_wait(&rw->state, s | RW_PARKED, -1);
    }

    // Step 2: new readers are now kept out; wait for the ones inside to leave.
    for (int i = 0; i < spins; i++) {
        if ((s & RW_READERS_MASK) == 0) {
            return;
        }
        so_spin_hint();
        s = __atomic_load_n(&rw->state, __ATOMIC_ACQUIRE);
    }
    for (;;) {
        if ((s & RW_READERS_MASK) == 0) {
            return;
        }
        if (!(s & RW_DRAINING)) {
            if (!__atomic_compare_exchange_n(&rw->state, &s, s | RW_DRAINING, false,
                                             __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE)) {
                continue;
            }
        }
        uint32_t seq = __atomic_load_n(&rw->writer_notify, __ATOMIC_ACQUIRE);
        s = __atomic_load_n(&rw->state, __ATOMIC_ACQUIRE);
        if ((s & RW_READERS_MASK) == 0) {
            return;
        }
        so_wait(&rw->writer_notify, seq, -1);
        s = __atomic_load_n(&rw->state, __ATOMIC_ACQUIRE);
    }
}

void sync_RWMutex_Unlock(sync_RWMutex *rw) {
    // Clear WRITER, DRAINING and PARKED together; whoever was parked on the word is woken and
    // competes again (readers all get in; one writer wins the next claim).
    uint32_t old = __atomic_fetch_and(&rw->state, ~(RW_WRITER | RW_DRAINING | RW_PARKED),
                                      __ATOMIC_RELEASE);
    if (!(old & RW_WRITER)) {
        // Nothing was cleared except possibly PARKED, which is only set together with WRITER.
        so_panic("sync: Unlock of unlocked RWMutex");
    }
    if (old & RW_PARKED) {
        so_wake(&rw->state, INT_MAX);
    }
}
