// sync.Once.Do runs f exactly once, even when eight threads call Do at the same moment, and no
// caller returns before f has finished (f takes 50 ms, so the others really wait). Later calls
// do nothing; another Once runs its own function.
#include <pthread.h>
#include <stdio.h>
#include <time.h>

#include "so/sync/sync.h"

#define CALLERS 8

static sync_Once once;
static int start;    // __atomic: releases the callers together
static int calls;    // __atomic: how many times f ran
static int finished; // set by f at its end; read by callers after Do returns
static int saw_finished[CALLERS];

static void f(void) {
    __atomic_add_fetch(&calls, 1, __ATOMIC_SEQ_CST);
    struct timespec ts = {0, 50 * 1000000L};
    nanosleep(&ts, NULL);
    finished = 1; // plain write: Do must publish it to every caller
}

static void *caller(void *arg) {
    int id = (int)(intptr_t)arg;
    while (!__atomic_load_n(&start, __ATOMIC_SEQ_CST)) {
        sched_yield();
    }
    sync_Once_Do(&once, f);
    saw_finished[id] = finished;
    return NULL;
}

static int other_calls;
static void other(void) { other_calls++; }

int main(void) {
    printf("sizeof(sync_Once) = %zu\n", sizeof(sync_Once));
    pthread_t ts[CALLERS];
    for (int i = 0; i < CALLERS; i++) {
        pthread_create(&ts[i], NULL, caller, (void *)(intptr_t)i);
    }
    __atomic_store_n(&start, 1, __ATOMIC_SEQ_CST);
    int all = 1;
    for (int i = 0; i < CALLERS; i++) {
        pthread_join(ts[i], NULL);
        all &= saw_finished[i];
    }
    printf("%d concurrent callers: f ran %d time(s); every caller returned after f finished: %s\n",
           CALLERS, __atomic_load_n(&calls, __ATOMIC_SEQ_CST), all ? "yes" : "no");
    sync_Once_Do(&once, f);
    sync_Once_Do(&once, other);
    printf("after two more Do calls: f ran %d time(s), other ran %d time(s)\n",
           __atomic_load_n(&calls, __ATOMIC_SEQ_CST), other_calls);
    sync_Once another = {0};
    sync_Once_Do(&another, other);
    sync_Once_Do(&another, other);
    printf("a second Once: other ran %d time(s)\n", other_calls);
    return 0;
}
