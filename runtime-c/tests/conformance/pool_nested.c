// Tasks submit tasks (a tree: each root submits 3000 children, more than a queue or a worker's
// deque holds, and each child submits 10 grandchildren) into a pool with a queue of one: Go from
// inside a task never blocks on a full queue (or deadlocks), and Wait waits for the whole tree.
#include <stdio.h>

#include "so/conc/conc.h"

static conc_Pool *pool;
static int64_t count, depth_sum;

typedef struct {
    int depth;
} node;

static node nodes[3];                      // nodes[d]: the (read-only) argument at depth d
static const int fanout[3] = {3000, 10, 0}; // children of a task at depth d

static void visit(void *arg) {
    node *n = arg;
    __atomic_add_fetch(&count, 1, __ATOMIC_RELAXED);
    __atomic_add_fetch(&depth_sum, n->depth, __ATOMIC_RELAXED);
    for (int i = 0; i < fanout[n->depth]; i++)
            conc_Pool_Go(pool, visit, &nodes[n->depth + 1]);
}

int main(void) {
    for (int d = 0; d < 3; d++)
        nodes[d].depth = d;
    int64_t threads[] = {1, 3};
    for (int k = 0; k < 2; k++) {
        count = depth_sum = 0;
        pool = conc_NewPool(mem_System(), (conc_PoolOptions){.NumThreads = threads[k], .QueueSize = 1});
        conc_Pool_Go(pool, visit, &nodes[0]);
        conc_Pool_Go(pool, visit, &nodes[0]);
        conc_Pool_Wait(pool);
        printf("%lld worker(s): ran %lld tasks, depth sum %lld\n", (long long)threads[k],
               (long long)__atomic_load_n(&count, __ATOMIC_RELAXED),
               (long long)__atomic_load_n(&depth_sum, __ATOMIC_RELAXED));
        conc_Pool_Free(pool);
    }
    return 0;
}
