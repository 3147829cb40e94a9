// An idle pool uses no CPU: its workers sleep (on a futex) instead of polling. After a batch of
// tasks, the process's CPU time over 300 ms of idling must stay far below what even one polling
// worker would burn (300 ms); the threshold (50 ms) leaves room for brief spinning before the
// workers sleep. Then the pool must still wake up and run new tasks.
#include <stdio.h>
#include <sys/resource.h>
#include <time.h>

#include "so/conc/conc.h"

static int64_t ran;

static void task(void *arg) {
    (void)arg;
    __atomic_add_fetch(&ran, 1, __ATOMIC_RELAXED);
}

static int64_t cpu_us(void) {
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return (int64_t)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000 + ru.ru_utime.tv_usec +
           ru.ru_stime.tv_usec;
}

int main(void) {
    conc_Pool *p = conc_NewPool(mem_System(), (conc_PoolOptions){.NumThreads = 4});
    for (int i = 0; i < 100; i++)
        conc_Pool_Go(p, task, NULL);
    conc_Pool_Wait(p);
    int64_t before = cpu_us();
    struct timespec d = {0, 300 * 1000 * 1000};
    nanosleep(&d, NULL);
    int64_t used = cpu_us() - before;
    printf("idle pool used (almost) no CPU: %s\n", used < 50000 ? "yes" : "no");
    if (used >= 50000)
        fprintf(stderr, "CPU time while idle: %lld us\n", (long long)used);
    for (int i = 0; i < 100; i++)
        conc_Pool_Go(p, task, NULL);
    conc_Pool_Wait(p);
    printf("tasks run after idling: %lld\n", (long long)__atomic_load_n(&ran, __ATOMIC_RELAXED));
    conc_Pool_Free(p);
    return 0;
}
