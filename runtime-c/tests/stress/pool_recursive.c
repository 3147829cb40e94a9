// Stress: recursive submission. Tasks compute the number of nodes of a binary tree of depth D
// by submitting one task per child (from inside tasks, so the per-worker deques, stealing and the
// run-inline-when-full path all work), adding into a shared counter. Wait must return only when
// the whole tree is done; then the count must be exactly 2^(D+1) - 1. Repeated on pools of 1, 2
// and 4 workers. SO_STRESS_SCALE=k makes the tree smaller.
#include <stdio.h>
#include <stdlib.h>

#include "so/conc/conc.h"

static conc_Pool *pool;
static int64_t nodes;

static void node(void *arg) {
    intptr_t depth = (intptr_t)arg;
    __atomic_add_fetch(&nodes, 1, __ATOMIC_RELAXED);
    if (depth > 0) {
        conc_Pool_Go(pool, node, (void *)(depth - 1));
        conc_Pool_Go(pool, node, (void *)(depth - 1));
    }
}

int main(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    int64_t scale = s ? atoll(s) : 1;
    intptr_t depth = scale > 1 ? 17 : 19; // 1,048,575 or 262,143 nodes per tree
    int64_t want = ((int64_t)1 << (depth + 1)) - 1;
    int64_t workers[] = {1, 2, 4};
    int bad = 0;
    for (int k = 0; k < 3; k++) {
        pool = conc_NewPool(mem_System(), (conc_PoolOptions){.NumThreads = workers[k]});
        __atomic_store_n(&nodes, 0, __ATOMIC_RELAXED);
        conc_Pool_Go(pool, node, (void *)depth);
        conc_Pool_Wait(pool);
        int64_t got = __atomic_load_n(&nodes, __ATOMIC_RELAXED);
        conc_Pool_Free(pool);
        printf("%s: %lld worker(s): recursive tree fully counted before Wait returned\n",
               got == want ? "ok" : "FAIL", (long long)workers[k]);
        if (got != want) {
            fprintf(stderr, "counted %lld of %lld\n", (long long)got, (long long)want);
            bad = 1;
        }
    }
    return bad;
}
