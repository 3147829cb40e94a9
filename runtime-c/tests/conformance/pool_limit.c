// A Pool runs at most NumThreads of its tasks at once, also when its tasks block: 300 tasks on
// 3 workers each sleep for 200 µs while counting how many of the pool's tasks are running, and
// the largest count seen must not exceed 3. (How close to 3 it gets is up to the scheduler, so
// only the bound is printed.) Every task runs once.
#include <stdio.h>

#include "so/conc/conc.h"
#include "so/sync/atomic/atomic.h"
#include "so/time/time.h"

#define TASKS 300
#define WORKERS 3

static atomic_Int64 running, most, ran;

static void task(void *arg) {
    (void)arg;
    int64_t now = atomic_Int64_Add(&running, 1);
    int64_t m = atomic_Int64_Load(&most);
    while (now > m && !atomic_Int64_CompareAndSwap(&most, m, now))
        m = atomic_Int64_Load(&most);
    time_Sleep(200 * 1000);
    atomic_Int64_Add(&running, -1);
    atomic_Int64_Add(&ran, 1);
}

int main(void) {
    conc_Pool *p = conc_NewPool(mem_System(), (conc_PoolOptions){.NumThreads = WORKERS});
    for (int i = 0; i < TASKS; i++)
        conc_Pool_Go(p, task, NULL);
    conc_Pool_Wait(p);
    printf("tasks run: %lld\n", (long long)atomic_Int64_Load(&ran));
    printf("at most %d at once: %s\n", WORKERS, atomic_Int64_Load(&most) <= WORKERS ? "yes" : "NO");
    conc_Pool_Free(p);
    return 0;
}
