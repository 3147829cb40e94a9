// sync.RWMutex: read locks are shared. Four readers each take RLock and then wait, still holding
// it, until all four are inside at once; with an exclusive lock this would never finish.
#include <pthread.h>
#include <stdio.h>

#include "so/sync/sync.h"

#define READERS 4

static sync_RWMutex rw;
static int inside; // __atomic
static int most;   // __atomic: the largest number of readers seen inside together

static void *reader(void *arg) {
    (void)arg;
    sync_RWMutex_RLock(&rw);
    int n = __atomic_add_fetch(&inside, 1, __ATOMIC_SEQ_CST);
    int m = __atomic_load_n(&most, __ATOMIC_SEQ_CST);
    while (n > m && !__atomic_compare_exchange_n(&most, &m, n, false, __ATOMIC_SEQ_CST,
                                                 __ATOMIC_SEQ_CST)) {
    }
    // Hold the read lock until every reader has arrived.
    while (__atomic_load_n(&most, __ATOMIC_SEQ_CST) < READERS) {
        sched_yield();
    }
    __atomic_sub_fetch(&inside, 1, __ATOMIC_SEQ_CST);
    sync_RWMutex_RUnlock(&rw);
    return NULL;
}

int main(void) {
    printf("sizeof(sync_RWMutex) = %zu\n", sizeof(sync_RWMutex));
    pthread_t ts[READERS];
    for (int i = 0; i < READERS; i++) {
        pthread_create(&ts[i], NULL, reader, NULL);
    }
    for (int i = 0; i < READERS; i++) {
        pthread_join(ts[i], NULL);
    }
    printf("readers inside together: %d\n", __atomic_load_n(&most, __ATOMIC_SEQ_CST));
    // A reader on the main thread, twice at once (read locks are shared with oneself too).
    sync_RWMutex_RLock(&rw);
    sync_RWMutex_RLock(&rw);
    printf("TryLock while read-locked twice: %s\n", sync_RWMutex_TryLock(&rw) ? "true" : "false");
    sync_RWMutex_RUnlock(&rw);
    sync_RWMutex_RUnlock(&rw);
    printf("TryLock after both RUnlocks: %s\n", sync_RWMutex_TryLock(&rw) ? "true" : "false");
    sync_RWMutex_Unlock(&rw);
    return 0;
}
