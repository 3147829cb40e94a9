// Package so/sync: mutual exclusion and waiting, for threads started with so/conc.
//
// This header is the ABI contract shared by the C runtime (runtime-c/so/sync/*.c) and the Rust
// reference runtime (runtime-rs): same symbols, same struct sizes and alignments, same behaviour.
// The fields of every struct are private to the runtime that implements them; only their size and
// alignment are part of the contract. Every type is ready to use at its zero value (all bytes 0),
// except Cond, which needs Init. A primitive must not be copied after first use.
#ifndef SO_SYNC_H
#define SO_SYNC_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// ---- Mutex -------------------------------------------------------------------------------
// A mutual exclusion lock. 4 bytes, align 4. Not reentrant; any thread may unlock it.
typedef struct sync_Mutex {
    uint32_t state; // private
} sync_Mutex;

// Lock blocks until the mutex is free, then takes it. Spins briefly before parking.
void sync_Mutex_Lock(sync_Mutex *m);
// TryLock takes the mutex if it is free and reports whether it did. Never blocks.
bool sync_Mutex_TryLock(sync_Mutex *m);
// Unlock releases the mutex and wakes one waiter, if any.
// Panics with "sync: unlock of unlocked mutex" when the mutex is not locked.
void sync_Mutex_Unlock(sync_Mutex *m);

// ---- RWMutex -----------------------------------------------------------------------------
// A reader/writer lock: many readers or one writer. A waiting writer blocks new readers, so
// writers do not starve. 8 bytes, align 4.
typedef struct sync_RWMutex {
    uint32_t state;         // private
    uint32_t writer_notify; // private
} sync_RWMutex;

// Lock blocks until no reader or writer holds the lock, then takes it for writing.
void sync_RWMutex_Lock(sync_RWMutex *rw);
// Unlock releases a write lock. Panics with "sync: Unlock of unlocked RWMutex" if not write-locked.
void sync_RWMutex_Unlock(sync_RWMutex *rw);
// RLock blocks while a writer holds or waits for the lock, then takes a read lock.
void sync_RWMutex_RLock(sync_RWMutex *rw);
// RUnlock releases one read lock. Panics with "sync: RUnlock of unlocked RWMutex" if not read-locked.
void sync_RWMutex_RUnlock(sync_RWMutex *rw);
// TryLock and TryRLock take the lock if that is possible without blocking and report whether they did.
bool sync_RWMutex_TryLock(sync_RWMutex *rw);
bool sync_RWMutex_TryRLock(sync_RWMutex *rw);

// ---- Cond --------------------------------------------------------------------------------
// A condition variable bound to a Mutex by Init. 16 bytes, align 8.
typedef struct sync_Cond {
    uint32_t seq;   // private
    uint32_t pad;   // private
    sync_Mutex *mu; // private: the mutex given to Init
} sync_Cond;

// Init binds c to mu. Must be called before any other method; the zero Cond is not usable
// (Wait, WaitFor, Signal and Broadcast panic with "sync: Cond used before Init").
void sync_Cond_Init(sync_Cond *c, sync_Mutex *mu);
// Wait atomically unlocks the mutex, sleeps until woken by Signal or Broadcast, and locks the
// mutex again before returning. The caller must hold the mutex. Spurious wakeups are allowed,
// so callers wait in a loop that re-checks their condition.
void sync_Cond_Wait(sync_Cond *c);
// WaitFor is Wait with a limit of nsec nanoseconds. It returns true if it timed out and false if
// it was woken (or woke spuriously). The mutex is held again on return in both cases.
bool sync_Cond_WaitFor(sync_Cond *c, int64_t nsec);
// Signal wakes one waiting thread, if there is one. Holding the mutex is allowed, not required.
void sync_Cond_Signal(sync_Cond *c);
// Broadcast wakes every waiting thread.
void sync_Cond_Broadcast(sync_Cond *c);

// ---- Once --------------------------------------------------------------------------------
// Runs a function exactly once. 4 bytes, align 4.
typedef struct sync_Once {
    uint32_t state; // private
} sync_Once;

// Do calls f if and only if Do is being called for the first time on this Once. Concurrent
// callers block until the first call of f has returned. Calling Do on the same Once from inside
// f deadlocks, as in Go.
void sync_Once_Do(sync_Once *o, void (*f)(void));

// ---- WaitGroup ---------------------------------------------------------------------------
// Waits for a collection of tasks to finish. 16 bytes, align 8.
typedef struct sync_WaitGroup {
    uint64_t state; // private
    uint32_t seq;   // private
    uint32_t pad;   // private
} sync_WaitGroup;

// Add adds delta (which may be negative) to the counter. When the counter reaches zero every
// thread blocked in Wait is released. Panics with "sync: negative WaitGroup counter" when the
// counter would go below zero.
void sync_WaitGroup_Add(sync_WaitGroup *wg, int64_t delta);
// Done decrements the counter by one.
void sync_WaitGroup_Done(sync_WaitGroup *wg);
// Wait blocks until the counter is zero.
void sync_WaitGroup_Wait(sync_WaitGroup *wg);

#ifdef __cplusplus
}
#endif
#endif
