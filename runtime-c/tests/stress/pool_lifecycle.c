// Stress: pools made and freed over and over. Each cycle makes a pool (1-4 workers, a queue of
// 1-8), two outside threads submit tasks (some of which submit children) while two other
// threads call Wait concurrently, and main then calls Free while tasks may still be queued.
// Every task must have run exactly once when Free returns, with every pool's memory given back
// (counted by a Tracker). SO_STRESS_SCALE=k divides the number of cycles by k.
#include <stdio.h>
#include <stdlib.h>

#include "so/conc/conc.h"

#define SUBMITS 400

static conc_Pool *pool;
static int64_t ran, expected;

static void leaf(void *arg) {
    (void)arg;
    __atomic_add_fetch(&ran, 1, __ATOMIC_RELAXED);
}

static void parent(void *arg) {
    (void)arg;
    __atomic_add_fetch(&ran, 1, __ATOMIC_RELAXED);
    for (int i = 0; i < 3; i++)
        conc_Pool_Go(pool, leaf, NULL);
}

static void *submitter(void *arg) {
    (void)arg;
    for (int i = 0; i < SUBMITS; i++)
        conc_Pool_Go(pool, i % 8 == 0 ? parent : leaf, NULL);
    return NULL;
}

static void *waiter(void *arg) {
    (void)arg;
    conc_Pool_Wait(pool);
    return NULL;
}

int main(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    int64_t scale = s ? atoll(s) : 1;
    if (scale < 1)
        scale = 1;
    int64_t cycles = 300 / scale;
    mem_Tracker tr = mem_NewTracker(mem_System());
    int64_t bad = 0;
    for (int64_t c = 0; c < cycles; c++) {
        pool = conc_NewPool(mem_Tracker_Allocator(&tr),
                            (conc_PoolOptions){.NumThreads = 1 + c % 4, .QueueSize = 1 + c % 8});
        __atomic_store_n(&ran, 0, __ATOMIC_RELAXED);
        expected = 2 * (SUBMITS + 3 * (SUBMITS / 8));
        conc_Thread s1 = conc_Go(submitter, NULL), s2 = conc_Go(submitter, NULL);
        conc_Thread w1 = conc_Go(waiter, NULL), w2 = conc_Go(waiter, NULL);
        conc_Thread_Wait(s1);
        conc_Thread_Wait(s2);
        conc_Thread_Wait(w1);
        conc_Thread_Wait(w2);
        conc_Pool_Free(pool);
        if (__atomic_load_n(&ran, __ATOMIC_RELAXED) != expected)
            bad++;
    }
    bool leak = mem_Tracker_InUse(&tr) != 0 || mem_Tracker_Allocs(&tr) != mem_Tracker_Frees(&tr);
    printf("%s: pools made and freed with concurrent submitters and waiters: every task ran once, "
           "no memory kept\n",
           bad || leak ? "FAIL" : "ok");
    if (bad || leak)
        fprintf(stderr, "cycles with a wrong count: %lld, bytes in use: %lld\n", (long long)bad,
                (long long)mem_Tracker_InUse(&tr));
    return bad || leak;
}
