// sync.Cond.Signal wakes one waiter. Four threads wait on the Cond (each consumes one token);
// main signals four times, one token each, and after each Signal waits (on a second Cond) for
// the woken thread to report. It prints how many threads have returned from Wait so far: one
// per Signal, because all waiters are asleep before the first Signal (main lets them settle) and
// a Signal wakes only one of them.
#include <pthread.h>
#include <stdio.h>
#include <time.h>

#include "so/sync/sync.h"

#define WAITERS 4

static sync_Mutex mu;
static sync_Cond tokens_cond; // waiters wait here for a token
static sync_Cond report_cond; // main waits here for the waiters' reports
static int ready, tokens, served, returns;

static void sleep_ms(long ms) {
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

static void *waiter(void *arg) {
    (void)arg;
    sync_Mutex_Lock(&mu);
    ready++;
    sync_Cond_Signal(&report_cond);
    while (tokens == 0) {
        sync_Cond_Wait(&tokens_cond);
        returns++;
    }
    tokens--;
    served++;
    sync_Cond_Signal(&report_cond);
    sync_Mutex_Unlock(&mu);
    return NULL;
}

int main(void) {
    printf("sizeof(sync_Cond) = %zu\n", sizeof(sync_Cond));
    sync_Cond_Init(&tokens_cond, &mu);
    sync_Cond_Init(&report_cond, &mu);

    // Signal with nobody waiting does nothing.
    sync_Cond_Signal(&tokens_cond);
    sync_Cond_Broadcast(&tokens_cond);
    printf("Signal and Broadcast without waiters: ok\n");

    pthread_t ts[WAITERS];
    for (int i = 0; i < WAITERS; i++) {
        pthread_create(&ts[i], NULL, waiter, NULL);
    }
    sync_Mutex_Lock(&mu);
    while (ready < WAITERS) {
        sync_Cond_Wait(&report_cond);
    }
    // Every waiter has released the mutex inside Wait. Let them fall asleep.
    sync_Mutex_Unlock(&mu);
    sleep_ms(300); // let them fall asleep in the kernel (a Wait polls for at most 50 us)
    sync_Mutex_Lock(&mu);
    printf("waiters waiting: %d\n", ready);
    for (int i = 1; i <= WAITERS; i++) {
        tokens++;
        sync_Cond_Signal(&tokens_cond);
        while (served < i) {
            sync_Cond_Wait(&report_cond);
        }
        printf("after Signal %d: served %d, returns from Wait %d, tokens left %d\n", i, served,
               returns, tokens);
    }
    sync_Mutex_Unlock(&mu);
    for (int i = 0; i < WAITERS; i++) {
        pthread_join(ts[i], NULL);
    }
    printf("all waiters done\n");
    return 0;
}
