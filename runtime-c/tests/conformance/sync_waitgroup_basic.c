// sync.WaitGroup: Wait on a zero counter returns at once; Wait returns only after every Done;
// several threads can Wait at once; Add takes any positive or negative delta; a WaitGroup can be
// reused for a new round once Wait has returned.
#include <pthread.h>
#include <stdio.h>
#include <time.h>

#include "so/sync/sync.h"

#define WORKERS 4

static sync_WaitGroup wg;
static int results[WORKERS];
static int waiters_done; // __atomic

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg;
    struct timespec ts = {0, (long)(id + 1) * 10 * 1000000L}; // 10, 20, 30, 40 ms
    nanosleep(&ts, NULL);
    results[id] += id + 1; // plain write: Done/Wait must publish it
    sync_WaitGroup_Done(&wg);
    return NULL;
}

static void *waiter(void *arg) {
    (void)arg;
    sync_WaitGroup_Wait(&wg);
    int sum = 0;
    for (int i = 0; i < WORKERS; i++) {
        sum += results[i];
    }
    __atomic_add_fetch(&waiters_done, 1, __ATOMIC_SEQ_CST);
    return (void *)(intptr_t)sum;
}

int main(void) {
    printf("sizeof(sync_WaitGroup) = %zu\n", sizeof(sync_WaitGroup));
    sync_WaitGroup_Wait(&wg);
    printf("Wait on the zero WaitGroup: returned\n");

    for (int round = 1; round <= 3; round++) {
        sync_WaitGroup_Add(&wg, WORKERS);
        pthread_t extra[2], ts[WORKERS];
        for (int i = 0; i < 2; i++) {
            pthread_create(&extra[i], NULL, waiter, NULL);
        }
        for (int i = 0; i < WORKERS; i++) {
            pthread_create(&ts[i], NULL, worker, (void *)(intptr_t)i);
        }
        sync_WaitGroup_Wait(&wg);
        int sum = 0;
        for (int i = 0; i < WORKERS; i++) {
            sum += results[i];
        }
        void *s0, *s1;
        pthread_join(extra[0], &s0);
        pthread_join(extra[1], &s1);
        for (int i = 0; i < WORKERS; i++) {
            pthread_join(ts[i], NULL);
        }
        printf("round %d: main saw sum %d, the two other waiters saw %d and %d\n", round, sum,
               (int)(intptr_t)s0, (int)(intptr_t)s1);
    }
    printf("other waiters finished: %d\n", __atomic_load_n(&waiters_done, __ATOMIC_SEQ_CST));

    sync_WaitGroup_Add(&wg, 5);
    sync_WaitGroup_Add(&wg, -3);
    sync_WaitGroup_Add(&wg, -1);
    sync_WaitGroup_Done(&wg);
    sync_WaitGroup_Wait(&wg);
    printf("Add(5), Add(-3), Add(-1), Done, Wait: returned\n");
    sync_WaitGroup_Add(&wg, 0);
    sync_WaitGroup_Wait(&wg);
    printf("Add(0), Wait: returned\n");
    return 0;
}
