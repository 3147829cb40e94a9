// Internal entry points of the C sync.Mutex (runtime-c/so/sync/mutex.c) for the other
// primitives of the C runtime. Not part of the public ABI.
#ifndef SO_INTERNAL_MUTEX_H
#define SO_INTERNAL_MUTEX_H

#include "so/sync/sync.h"

// so_mutex_lock_requeued locks m on behalf of a thread that may have been moved from another
// futex queue onto m's (Cond.Broadcast requeues its sleepers onto the mutex). It takes the lock
// in the CONTENDED state, so that its Unlock wakes the next thread still queued on m.
void so_mutex_lock_requeued(sync_Mutex *m);

#endif
