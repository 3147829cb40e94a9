// time_Sleep in many tasks at once: 2,000 tasks on one proc (GOMAXPROCS=1) sleep 1-20 ms each,
// all parked on the monitor's timers at the same time; each checks on the monotonic clock that
// it slept at least as long as asked, and every one of them wakes and ends.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "so/conc/conc.h"
#include "so/time/time.h"

#define TASKS 2000

static int64_t short_sleeps;

static void *sleeper(void *arg) {
    int64_t d = (int64_t)(intptr_t)arg * 1000000;
    int64_t t0 = time_Nanotime();
    time_Sleep(d);
    if (time_Nanotime() - t0 < d)
        __atomic_add_fetch(&short_sleeps, 1, __ATOMIC_RELAXED);
    return NULL;
}

int main(void) {
    setenv("GOMAXPROCS", "1", 1);
    conc_Thread *ts = calloc(TASKS, sizeof *ts);
    for (int i = 0; i < TASKS; i++)
        ts[i] = conc_Go(sleeper, (void *)(intptr_t)(1 + i % 20));
    for (int i = 0; i < TASKS; i++)
        conc_Thread_Wait(ts[i]);
    printf("%d tasks slept; woke too early: %lld\n", TASKS,
           (long long)__atomic_load_n(&short_sleeps, __ATOMIC_RELAXED));
    time_Sleep(0);
    time_Sleep(-5);
    printf("Sleep(0) and Sleep(-5) return at once\n");
    free(ts);
    return 0;
}
