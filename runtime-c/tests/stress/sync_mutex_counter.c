// Stress: eight threads increment a plain counter under one sync.Mutex (some with Lock, some
// spinning on TryLock). A second, atomic "inside" flag checks that no two threads are ever in
// the critical section together. Nothing may be lost: the final count is exact.
// SO_STRESS_SCALE=k divides the work by k (never below a million increments).
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "so/sync/sync.h"

#define THREADS 8

static sync_Mutex mu;
static long long counter; // protected by mu
static int inside;        // __atomic: threads currently in the critical section
static int violations;    // __atomic
static long per_thread;

static long scale_div(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    long d = s ? atol(s) : 1;
    return d < 1 ? 1 : d;
}

static void critical(void) {
    if (__atomic_add_fetch(&inside, 1, __ATOMIC_RELAXED) != 1) {
        __atomic_add_fetch(&violations, 1, __ATOMIC_RELAXED);
    }
    counter++;
    __atomic_sub_fetch(&inside, 1, __ATOMIC_RELAXED);
}

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg;
    for (long i = 0; i < per_thread; i++) {
        if (id % 4 == 3) {
            while (!sync_Mutex_TryLock(&mu)) {
                sched_yield();
            }
        } else {
            sync_Mutex_Lock(&mu);
        }
        critical();
        sync_Mutex_Unlock(&mu);
    }
    return NULL;
}

int main(void) {
    long total = 8000000 / scale_div();
    if (total < 1000000) {
        total = 1000000;
    }
    per_thread = total / THREADS;
    pthread_t ts[THREADS];
    for (int i = 0; i < THREADS; i++) {
        pthread_create(&ts[i], NULL, worker, (void *)(intptr_t)i);
    }
    for (int i = 0; i < THREADS; i++) {
        pthread_join(ts[i], NULL);
    }
    long long want = (long long)per_thread * THREADS;
    int v = __atomic_load_n(&violations, __ATOMIC_RELAXED);
    if (counter != want || v != 0 || !sync_Mutex_TryLock(&mu)) {
        printf("FAIL counter=%lld want=%lld exclusion violations=%d (or the mutex is held)\n",
               counter, want, v);
        return 1;
    }
    printf("ok threads=%d exclusive and nothing lost\n", THREADS);
    return 0;
}
