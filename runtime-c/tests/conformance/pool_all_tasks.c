// Every task submitted to a Pool runs exactly once; Wait returns when all have finished, and
// the pool stays usable for another batch.
#include <stdio.h>

#include "so/conc/conc.h"

#define N 10000

static int ran[N];

static void task(void *arg) {
    __atomic_add_fetch((int *)arg, 1, __ATOMIC_RELAXED);
}

static int check(void) {
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += __atomic_load_n(&ran[i], __ATOMIC_RELAXED) != 1;
    for (int i = 0; i < N; i++)
        ran[i] = 0;
    return bad;
}

int main(void) {
    conc_Pool *p = conc_NewPool(mem_System(), (conc_PoolOptions){.NumThreads = 4, .QueueSize = 16});
    for (int i = 0; i < N; i++)
        conc_Pool_Go(p, task, &ran[i]);
    conc_Pool_Wait(p);
    printf("batch 1: tasks not run exactly once: %d\n", check());
    for (int i = 0; i < N; i++)
        conc_Pool_Go(p, task, &ran[i]);
    conc_Pool_Wait(p);
    printf("batch 2: tasks not run exactly once: %d\n", check());
    conc_Pool_Wait(p);
    printf("wait with nothing pending: returned\n");
    conc_Pool_Free(p);
    return 0;
}
