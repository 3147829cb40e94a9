// Stress: one broadcaster and six waiters go through many rounds on one sync.Cond. Each round
// the broadcaster advances a generation and Broadcasts (every other round while holding the
// mutex, otherwise just after releasing it), then waits on a second Cond until every waiter has
// seen the new generation. Two waiters use WaitFor with a short limit, so limits expire while
// threads are being woken or moved to the mutex. A lost wake-up hangs the program; a waiter that
// misses a generation is reported.
// SO_STRESS_SCALE=k divides the rounds by k.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "so/sync/sync.h"

#define WAITERS 6

static sync_Mutex mu;
static sync_Cond round_cond, acked;
static long gen, seen, rounds; // protected by mu
static int violations;         // __atomic

static void *waiter(void *arg) {
    bool timed = (intptr_t)arg < 2;
    long mine = 0;
    sync_Mutex_Lock(&mu);
    while (mine < rounds) {
        while (gen == mine) {
            if (timed) {
                sync_Cond_WaitFor(&round_cond, 50 * 1000); // 50 us
            } else {
                sync_Cond_Wait(&round_cond);
            }
        }
        if (gen != mine + 1) {
            __atomic_add_fetch(&violations, 1, __ATOMIC_RELAXED); // skipped a generation
        }
        mine = gen;
        if (++seen == WAITERS) {
            sync_Cond_Signal(&acked);
        }
    }
    sync_Mutex_Unlock(&mu);
    return NULL;
}

int main(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    long d = s ? atol(s) : 1;
    rounds = 50000 / (d < 1 ? 1 : d);
    sync_Cond_Init(&round_cond, &mu);
    sync_Cond_Init(&acked, &mu);
    pthread_t ts[WAITERS];
    for (int i = 0; i < WAITERS; i++) {
        pthread_create(&ts[i], NULL, waiter, (void *)(intptr_t)i);
    }
    for (long r = 1; r <= rounds; r++) {
        sync_Mutex_Lock(&mu);
        seen = 0;
        gen = r;
        if (r % 2 == 0) {
            sync_Cond_Broadcast(&round_cond);
        } else {
            sync_Mutex_Unlock(&mu);
            sync_Cond_Broadcast(&round_cond);
            sync_Mutex_Lock(&mu);
        }
        while (seen < WAITERS) {
            sync_Cond_Wait(&acked);
        }
        sync_Mutex_Unlock(&mu);
    }
    for (int i = 0; i < WAITERS; i++) {
        pthread_join(ts[i], NULL);
    }
    int v = __atomic_load_n(&violations, __ATOMIC_RELAXED);
    if (v != 0) {
        printf("FAIL %d generations skipped\n", v);
        return 1;
    }
    printf("ok waiters=%d every waiter saw every round\n", WAITERS);
    return 0;
}
