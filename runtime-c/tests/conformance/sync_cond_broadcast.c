// sync.Cond.Broadcast wakes every waiter: eight threads wait for a flag, one Broadcast releases
// them all, and each returns from Wait exactly once.
#include <pthread.h>
#include <stdio.h>
#include <time.h>

#include "so/sync/sync.h"

#define WAITERS 8

static sync_Mutex mu;
static sync_Cond cond;
static sync_Cond ready_cond;
static int ready, go, done, returns;

static void sleep_ms(long ms) {
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

static void *waiter(void *arg) {
    (void)arg;
    sync_Mutex_Lock(&mu);
    ready++;
    sync_Cond_Signal(&ready_cond);
    while (!go) {
        sync_Cond_Wait(&cond);
        returns++;
    }
    done++;
    sync_Mutex_Unlock(&mu);
    return NULL;
}

int main(void) {
    sync_Cond_Init(&cond, &mu);
    sync_Cond_Init(&ready_cond, &mu);
    pthread_t ts[WAITERS];
    for (int i = 0; i < WAITERS; i++) {
        pthread_create(&ts[i], NULL, waiter, NULL);
    }
    sync_Mutex_Lock(&mu);
    while (ready < WAITERS) {
        sync_Cond_Wait(&ready_cond);
    }
    sync_Mutex_Unlock(&mu);
    sleep_ms(300); // let every waiter fall asleep in the kernel
    sync_Mutex_Lock(&mu);
    printf("waiters waiting: %d, done: %d\n", ready, done);
    go = 1;
    sync_Cond_Broadcast(&cond);
    sync_Mutex_Unlock(&mu);
    for (int i = 0; i < WAITERS; i++) {
        pthread_join(ts[i], NULL);
    }
    printf("after one Broadcast: done %d, returns from Wait %d\n", done, returns);
    return 0;
}
