// Stress: 1,000,000 tiny tasks (also under SO_STRESS_SCALE, which only shortens the other
// stress programs: the issue asks for a million) submitted from outside the pool by two threads at once, with a short queue so that
// submitters block often, and Wait called between batches. Each task marks its own slot;
// every slot must be marked exactly once.
#include <stdio.h>
#include <stdlib.h>

#include "so/conc/conc.h"

static conc_Pool *pool;
static uint8_t *marks;
static int64_t n, failures;

static void task(void *arg) {
    uint8_t *m = arg;
    if (__atomic_exchange_n(m, 1, __ATOMIC_RELAXED) != 0)
        __atomic_add_fetch(&failures, 1, __ATOMIC_RELAXED);
}

typedef struct {
    int64_t from, to;
} range;

static void *submitter(void *arg) {
    range *r = arg;
    for (int64_t i = r->from; i < r->to; i++)
        conc_Pool_Go(pool, task, &marks[i]);
    return NULL;
}

int main(void) {
    n = 1000000;
    marks = calloc((size_t)n, 1);
    pool = conc_NewPool(mem_System(), (conc_PoolOptions){.NumThreads = 4, .QueueSize = 64});
    int64_t batches = 4, per = n / batches;
    for (int64_t b = 0; b < batches; b++) {
        int64_t from = b * per, to = b == batches - 1 ? n : from + per, mid = (from + to) / 2;
        range r1 = {from, mid}, r2 = {mid, to};
        conc_Thread t1 = conc_Go(submitter, &r1), t2 = conc_Go(submitter, &r2);
        conc_Thread_Wait(t1);
        conc_Thread_Wait(t2);
        conc_Pool_Wait(pool);
        for (int64_t i = from; i < to; i++)
            if (__atomic_load_n(&marks[i], __ATOMIC_RELAXED) != 1)
                failures++;
    }
    conc_Pool_Free(pool);
    free(marks);
    printf("%s: tiny tasks from two submitters: every task ran exactly once before Wait returned\n",
           failures ? "FAIL" : "ok");
    if (failures)
        fprintf(stderr, "failures %lld of %lld\n", (long long)failures, (long long)n);
    return failures != 0;
}
