// A Pool with zero options (one worker per CPU, a queue as long as the worker count) runs its
// tasks; tasks run on the pool's workers, not inline on the submitter: a task's frame is never
// on the submitter's stack, below main's frame. (Which OS thread runs a worker is up to the
// runtime: workers are tasks, and the submitting thread carries tasks too.)
#include <stdint.h>
#include <stdio.h>

#include "so/conc/conc.h"

static uintptr_t main_frame;
static int64_t on_main, total;

static void task(void *arg) {
    (void)arg;
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    if (here < main_frame && main_frame - here < ((uintptr_t)64 << 20))
        __atomic_add_fetch(&on_main, 1, __ATOMIC_RELAXED);
    __atomic_add_fetch(&total, 1, __ATOMIC_RELAXED);
}

int main(void) {
    main_frame = (uintptr_t)__builtin_frame_address(0);
    conc_Pool *p = conc_NewPool(mem_System(), (conc_PoolOptions){0});
    for (int i = 0; i < 1000; i++)
        conc_Pool_Go(p, task, NULL);
    conc_Pool_Wait(p);
    printf("ran %lld tasks, %lld on the submitting thread\n", (long long)total, (long long)on_main);
    conc_Pool_Free(p);
    return 0;
}
