// Free runs every queued task to completion before it stops the workers, including tasks that
// were still waiting in the queue and tasks they submit.
#include <stdio.h>
#include <time.h>

#include "so/conc/conc.h"

static conc_Pool *pool;
static int64_t done;

static void child(void *arg) {
    (void)arg;
    __atomic_add_fetch(&done, 1, __ATOMIC_RELAXED);
}

static void slow(void *arg) {
    (void)arg;
    struct timespec d = {0, 2 * 1000 * 1000};
    nanosleep(&d, NULL);
    conc_Pool_Go(pool, child, NULL);
    __atomic_add_fetch(&done, 1, __ATOMIC_RELAXED);
}

int main(void) {
    pool = conc_NewPool(mem_System(), (conc_PoolOptions){.NumThreads = 2, .QueueSize = 8});
    for (int i = 0; i < 50; i++)
        conc_Pool_Go(pool, slow, NULL);
    conc_Pool_Free(pool);
    printf("after Free: %lld tasks done\n", (long long)__atomic_load_n(&done, __ATOMIC_RELAXED));
    return 0;
}
