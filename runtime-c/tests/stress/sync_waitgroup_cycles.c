// Stress: one sync.WaitGroup reused for many rounds. Each round main Adds one per worker and
// starts the round (Mutex + Cond broadcast); every worker writes its slot and calls Done; main
// and an observer thread both Wait, then check that every slot holds this round's number (the
// plain writes before Done must be visible after Wait). The observer acknowledges through a
// second WaitGroup, so no Add of the next round races with a Wait of this one (Go's rule).
// SO_STRESS_SCALE=k divides the rounds by k.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "so/sync/sync.h"

#define WORKERS 4

static sync_WaitGroup wg, ack;
static sync_Mutex mu;
static sync_Cond start;
static long round_no; // protected by mu
static int quit;      // protected by mu
static long slots[WORKERS];
static int violations; // __atomic

// next_round blocks until the round number differs from last (or quit); returns it, or -1.
static long next_round(long last) {
    sync_Mutex_Lock(&mu);
    while (round_no == last && !quit) {
        sync_Cond_Wait(&start);
    }
    long r = quit ? -1 : round_no;
    sync_Mutex_Unlock(&mu);
    return r;
}

static void check_slots(long r) {
    for (int i = 0; i < WORKERS; i++) {
        if (slots[i] != r) {
            __atomic_add_fetch(&violations, 1, __ATOMIC_RELAXED);
        }
    }
}

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg;
    long r = 0;
    while ((r = next_round(r)) >= 0) {
        slots[id] = r;
        sync_WaitGroup_Done(&wg);
    }
    return NULL;
}

static void *observer(void *arg) {
    (void)arg;
    long r = 0;
    while ((r = next_round(r)) >= 0) {
        sync_WaitGroup_Wait(&wg);
        check_slots(r);
        sync_WaitGroup_Done(&ack);
    }
    return NULL;
}

int main(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    long d = s ? atol(s) : 1;
    long rounds = 20000 / (d < 1 ? 1 : d);
    sync_Cond_Init(&start, &mu);
    pthread_t ts[WORKERS + 1];
    for (int i = 0; i < WORKERS; i++) {
        pthread_create(&ts[i], NULL, worker, (void *)(intptr_t)i);
    }
    pthread_create(&ts[WORKERS], NULL, observer, NULL);
    for (long r = 1; r <= rounds; r++) {
        sync_WaitGroup_Add(&wg, WORKERS);
        sync_WaitGroup_Add(&ack, 1);
        sync_Mutex_Lock(&mu);
        round_no = r;
        sync_Cond_Broadcast(&start);
        sync_Mutex_Unlock(&mu);
        sync_WaitGroup_Wait(&wg);
        check_slots(r);
        sync_WaitGroup_Wait(&ack);
    }
    sync_Mutex_Lock(&mu);
    quit = 1;
    sync_Cond_Broadcast(&start);
    sync_Mutex_Unlock(&mu);
    for (int i = 0; i <= WORKERS; i++) {
        pthread_join(ts[i], NULL);
    }
    int v = __atomic_load_n(&violations, __ATOMIC_RELAXED);
    if (v != 0) {
        printf("FAIL %d slots seen stale after Wait\n", v);
        return 1;
    }
    printf("ok workers=%d waiters=2 every round complete when Wait returned\n", WORKERS);
    return 0;
}
