// sync.RWMutex: a write lock excludes readers and other writers; a writer waits for the readers
// inside to leave; and a waiting writer blocks new readers (no writer starvation).
#include <pthread.h>
#include <stdio.h>
#include <time.h>

#include "so/sync/sync.h"

static sync_RWMutex rw;
static int entered; // __atomic: set by a thread once it holds the lock it asked for
static int data;

static void sleep_ms(long ms) {
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

static const char *yes(int v) { return v ? "yes" : "no"; }
static const char *str(bool b) { return b ? "true" : "false"; }

static void *reader(void *arg) {
    (void)arg;
    sync_RWMutex_RLock(&rw);
    __atomic_store_n(&entered, 1, __ATOMIC_SEQ_CST);
    int seen = data;
    sync_RWMutex_RUnlock(&rw);
    return (void *)(intptr_t)seen;
}

static void *writer(void *arg) {
    (void)arg;
    sync_RWMutex_Lock(&rw);
    __atomic_store_n(&entered, 1, __ATOMIC_SEQ_CST);
    int seen = data;
    data = 2;
    sync_RWMutex_Unlock(&rw);
    return (void *)(intptr_t)seen;
}

static int run_blocked(void *(*fn)(void *), const char *who, void (*release)(sync_RWMutex *)) {
    __atomic_store_n(&entered, 0, __ATOMIC_SEQ_CST);
    pthread_t t;
    pthread_create(&t, NULL, fn, NULL);
    sleep_ms(50);
    printf("%s got in while held: %s\n", who, yes(__atomic_load_n(&entered, __ATOMIC_SEQ_CST)));
    data = 1;
    release(&rw);
    void *seen;
    pthread_join(t, &seen);
    printf("%s got in after release: %s, saw data = %d\n", who,
           yes(__atomic_load_n(&entered, __ATOMIC_SEQ_CST)), (int)(intptr_t)seen);
    return (int)(intptr_t)seen;
}

int main(void) {
    // A writer excludes readers.
    sync_RWMutex_Lock(&rw);
    printf("TryRLock while write-locked: %s\n", str(sync_RWMutex_TryRLock(&rw)));
    printf("TryLock while write-locked: %s\n", str(sync_RWMutex_TryLock(&rw)));
    run_blocked(reader, "reader", sync_RWMutex_Unlock);

    // A writer excludes writers.
    data = 0;
    sync_RWMutex_Lock(&rw);
    run_blocked(writer, "second writer", sync_RWMutex_Unlock);

    // A writer waits for the reader inside.
    data = 0;
    sync_RWMutex_RLock(&rw);
    run_blocked(writer, "writer", sync_RWMutex_RUnlock);

    // A waiting writer blocks new readers: while main holds a read lock and a writer waits,
    // TryRLock eventually fails (it succeeds only until the writer has announced itself).
    sync_RWMutex_RLock(&rw);
    __atomic_store_n(&entered, 0, __ATOMIC_SEQ_CST);
    pthread_t t;
    pthread_create(&t, NULL, writer, NULL);
    bool blocked = false;
    for (int i = 0; i < 100000 && !blocked; i++) {
        if (sync_RWMutex_TryRLock(&rw)) {
            sync_RWMutex_RUnlock(&rw);
            sched_yield();
        } else {
            blocked = true;
        }
    }
    printf("new readers refused while a writer waits: %s\n", str(blocked));
    printf("writer got in while a reader holds the lock: %s\n",
           yes(__atomic_load_n(&entered, __ATOMIC_SEQ_CST)));
    sync_RWMutex_RUnlock(&rw);
    pthread_join(t, NULL);
    printf("writer got in after the reader left: %s\n",
           yes(__atomic_load_n(&entered, __ATOMIC_SEQ_CST)));
    printf("TryRLock after the writer left: %s\n", str(sync_RWMutex_TryRLock(&rw)));
    sync_RWMutex_RUnlock(&rw);
    return 0;
}
