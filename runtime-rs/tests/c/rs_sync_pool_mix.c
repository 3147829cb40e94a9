// The pieces working together, written for the runtime harness: a Pool whose tasks submit more
// tasks, count with atomics, take a Mutex and an RWMutex, run a Once, and signal a WaitGroup;
// a Cond handshake; the pool's memory is returned to a Tracker. Output is deterministic.
#include <stdint.h>
#include <stdio.h>

#include "so/conc/conc.h"
#include "so/mem/mem.h"
#include "so/sync/atomic/atomic.h"
#include "so/sync/sync.h"

static conc_Pool *pool;
static atomic_Int64 tasks_run;
static atomic_Int32 once_runs;
static sync_Once once;
static sync_Mutex mu;
static int64_t guarded;
static sync_RWMutex rw;
static int64_t table[8];
static sync_WaitGroup wg;

static void init_once(void) {
    atomic_Int32_Add(&once_runs, 1);
}

static void leaf(void *arg) {
    int64_t k = (int64_t)(intptr_t)arg;
    sync_Once_Do(&once, init_once);
    sync_Mutex_Lock(&mu);
    guarded += k;
    sync_Mutex_Unlock(&mu);
    sync_RWMutex_RLock(&rw);
    int64_t seen = table[k % 8];
    sync_RWMutex_RUnlock(&rw);
    (void)seen;
    atomic_Int64_Add(&tasks_run, 1);
    sync_WaitGroup_Done(&wg);
}

static void parent(void *arg) {
    int64_t k = (int64_t)(intptr_t)arg;
    sync_RWMutex_Lock(&rw);
    table[k % 8] += 1;
    sync_RWMutex_Unlock(&rw);
    for (int64_t j = 0; j < 10; j++)
        conc_Pool_Go(pool, leaf, (void *)(intptr_t)(k * 10 + j));
    atomic_Int64_Add(&tasks_run, 1);
    sync_WaitGroup_Done(&wg);
}

typedef struct {
    sync_Mutex mu;
    sync_Cond cond;
    int stage;
} Handshake;

static void *responder(void *arg) {
    Handshake *h = arg;
    sync_Mutex_Lock(&h->mu);
    while (h->stage != 1)
        sync_Cond_Wait(&h->cond);
    h->stage = 2;
    sync_Cond_Broadcast(&h->cond);
    sync_Mutex_Unlock(&h->mu);
    return (void *)(intptr_t)42;
}

int main(void) {
    mem_Tracker tr = mem_NewTracker(mem_System());
    pool = conc_NewPool(mem_Tracker_Allocator(&tr), (conc_PoolOptions){2, 4, 0});
    sync_WaitGroup_Add(&wg, 100 + 100 * 10);
    for (int64_t k = 0; k < 100; k++)
        conc_Pool_Go(pool, parent, (void *)(intptr_t)k);
    conc_Pool_Wait(pool);
    sync_WaitGroup_Wait(&wg);
    int64_t rows = 0;
    for (int i = 0; i < 8; i++)
        rows += table[i];
    printf("tasks %lld, once ran %d time(s), guarded sum %lld, table rows %lld\n",
           (long long)atomic_Int64_Load(&tasks_run), atomic_Int32_Load(&once_runs),
           (long long)guarded, (long long)rows);
    conc_Pool_Free(pool);
    printf("pool freed: allocs %lld frees %lld in use %lld\n", (long long)mem_Tracker_Allocs(&tr),
           (long long)mem_Tracker_Frees(&tr), (long long)mem_Tracker_InUse(&tr));

    Handshake h = {.stage = 0};
    sync_Cond_Init(&h.cond, &h.mu);
    conc_Thread t = conc_GoWith(responder, &h, (conc_ThreadOptions){.StackSize = 1 << 20});
    sync_Mutex_Lock(&h.mu);
    h.stage = 1;
    sync_Cond_Signal(&h.cond);
    while (h.stage != 2)
        sync_Cond_Wait(&h.cond);
    printf("cond handshake reached stage %d, WaitFor timed out: %s\n", h.stage,
           sync_Cond_WaitFor(&h.cond, 1000000) ? "true" : "false");
    sync_Mutex_Unlock(&h.mu);
    printf("thread returned %lld\n", (long long)(intptr_t)conc_Thread_Wait(t));
    return 0;
}
