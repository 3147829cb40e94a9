// A Pool with zero options (one worker per CPU, a queue as long as the worker count) runs its
// tasks; tasks run on worker threads, not on the submitter.
#include <pthread.h>
#include <stdio.h>

#include "so/conc/conc.h"

static pthread_t main_thread;
static int64_t on_main, total;

static void task(void *arg) {
    (void)arg;
    if (pthread_equal(pthread_self(), main_thread))
        __atomic_add_fetch(&on_main, 1, __ATOMIC_RELAXED);
    __atomic_add_fetch(&total, 1, __ATOMIC_RELAXED);
}

int main(void) {
    main_thread = pthread_self();
    conc_Pool *p = conc_NewPool(mem_System(), (conc_PoolOptions){0});
    for (int i = 0; i < 1000; i++)
        conc_Pool_Go(p, task, NULL);
    conc_Pool_Wait(p);
    printf("ran %lld tasks, %lld on the submitting thread\n", (long long)total, (long long)on_main);
    conc_Pool_Free(p);
    return 0;
}
