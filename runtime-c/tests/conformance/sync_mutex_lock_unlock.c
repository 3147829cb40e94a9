// sync.Mutex: the zero value is an unlocked mutex; Lock blocks while another thread holds it;
// any thread may unlock it; a handful of threads incrementing under the lock lose nothing.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "so/sync/sync.h"

static sync_Mutex mu;
static int shared;
static int acquired; // accessed with __atomic builtins

static void sleep_ms(long ms) {
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

static void *blocked_locker(void *arg) {
    (void)arg;
    sync_Mutex_Lock(&mu);
    __atomic_store_n(&acquired, 1, __ATOMIC_SEQ_CST);
    int seen = shared;
    sync_Mutex_Unlock(&mu);
    return (void *)(intptr_t)seen;
}

static void *lock_and_leave(void *arg) {
    (void)arg;
    sync_Mutex_Lock(&mu);
    return NULL;
}

static void *incrementer(void *arg) {
    (void)arg;
    for (int i = 0; i < 20000; i++) {
        sync_Mutex_Lock(&mu);
        shared++;
        sync_Mutex_Unlock(&mu);
    }
    return NULL;
}

int main(void) {
    printf("sizeof(sync_Mutex) = %zu\n", sizeof(sync_Mutex));

    // The zero value is usable, and Lock/Unlock can repeat.
    for (int i = 0; i < 3; i++) {
        sync_Mutex_Lock(&mu);
        sync_Mutex_Unlock(&mu);
    }
    printf("lock/unlock of the zero mutex: ok\n");

    // Lock blocks while the mutex is held, and proceeds once it is released.
    sync_Mutex_Lock(&mu);
    pthread_t t;
    pthread_create(&t, NULL, blocked_locker, NULL);
    sleep_ms(50);
    printf("other thread acquired while held: %s\n",
           __atomic_load_n(&acquired, __ATOMIC_SEQ_CST) ? "yes" : "no");
    shared = 42;
    sync_Mutex_Unlock(&mu);
    void *seen;
    pthread_join(t, &seen);
    printf("other thread acquired after release: %s, saw shared = %d\n",
           __atomic_load_n(&acquired, __ATOMIC_SEQ_CST) ? "yes" : "no", (int)(intptr_t)seen);

    // Any thread may unlock: a thread locks and exits, main unlocks.
    pthread_create(&t, NULL, lock_and_leave, NULL);
    pthread_join(t, NULL);
    printf("TryLock while another thread's lock is held: %s\n",
           sync_Mutex_TryLock(&mu) ? "true" : "false");
    sync_Mutex_Unlock(&mu);
    printf("unlocked by main; TryLock: %s\n", sync_Mutex_TryLock(&mu) ? "true" : "false");
    sync_Mutex_Unlock(&mu);

    // Four threads, 20000 locked increments each.
    shared = 0;
    pthread_t ts[4];
    for (int i = 0; i < 4; i++) {
        pthread_create(&ts[i], NULL, incrementer, NULL);
    }
    for (int i = 0; i < 4; i++) {
        pthread_join(ts[i], NULL);
    }
    printf("4 threads x 20000 locked increments: %d\n", shared);
    return shared == 80000 ? 0 : 1;
}
