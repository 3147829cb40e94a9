// Tasks and dedicated OS threads (ThreadOptions.OSThread) together: OS threads and tasks pass
// values through the same channels, share a Mutex, a Cond and a WaitGroup, and wait on each
// other in both directions. An OS thread keeps its identity (pthread_self) across every
// blocking call, and a __thread variable of its own stays its own.
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

#include "so/conc/conc.h"
#include "so/sync/sync.h"

#define OS 4
#define TASKS 64
#define PER 500

static conc_Chan work, results;
static sync_Mutex mu;
static sync_Cond cond;
static sync_WaitGroup wg;
static int64_t total, arrived;
static __thread int64_t mine;

static void *os_worker(void *arg) {
    int64_t id = (int64_t)(intptr_t)arg;
    pthread_t self = pthread_self();
    mine = id;
    int64_t v, sum = 0;
    int same = 1;
    while (conc_Chan_Recv(work, &v)) {
        sum += v;
        sync_Mutex_Lock(&mu);
        total += v;
        sync_Mutex_Unlock(&mu);
        same &= pthread_equal(self, pthread_self()) && mine == id;
    }
    // Wait at a barrier built from the Cond, with main (a task).
    sync_Mutex_Lock(&mu);
    arrived++;
    sync_Cond_Broadcast(&cond);
    while (arrived < OS + 1)
        sync_Cond_Wait(&cond);
    sync_Mutex_Unlock(&mu);
    conc_Chan_Send(results, &sum);
    sync_WaitGroup_Done(&wg);
    return same ? "kept" : "CHANGED";
}

static void *task(void *arg) {
    int64_t base = (int64_t)(intptr_t)arg;
    for (int64_t i = 1; i <= PER; i++) {
        int64_t v = base * PER + i;
        conc_Chan_Send(work, &v);
    }
    sync_WaitGroup_Done(&wg);
    return NULL;
}

static void *os_waits_for_task(void *arg) {
    conc_Thread t = *(conc_Thread *)arg;
    return conc_Thread_Wait(t);
}

static void *answer(void *arg) {
    (void)arg;
    static int64_t v = 42;
    return &v;
}

int main(void) {
    work = conc_NewChanOf(int64_t, mem_System(), 0);
    results = conc_NewChanOf(int64_t, mem_System(), OS);
    sync_Cond_Init(&cond, &mu);
    sync_WaitGroup_Add(&wg, OS + TASKS);
    conc_Thread os[OS], ts[TASKS];
    for (int i = 0; i < OS; i++)
        os[i] = conc_GoWith(os_worker, (void *)(intptr_t)(i + 1), (conc_ThreadOptions){.OSThread = true});
    for (int i = 0; i < TASKS; i++)
        ts[i] = conc_Go(task, (void *)(intptr_t)i);
    for (int i = 0; i < TASKS; i++)
        conc_Thread_Wait(ts[i]);
    conc_Chan_Close(work);
    sync_Mutex_Lock(&mu);
    arrived++;
    sync_Cond_Broadcast(&cond);
    while (arrived < OS + 1)
        sync_Cond_Wait(&cond);
    sync_Mutex_Unlock(&mu);
    sync_WaitGroup_Wait(&wg);
    int64_t sum = 0;
    for (int i = 0; i < OS; i++) {
        int64_t v;
        conc_Chan_Recv(results, &v);
        sum += v;
    }
    int kept = 1;
    for (int i = 0; i < OS; i++)
        kept &= ((const char *)conc_Thread_Wait(os[i]))[0] == 'k';
    int64_t n = (int64_t)TASKS * PER;
    printf("values: %lld, sum %s, locked total %s\n", (long long)n,
           sum == n * (n + 1) / 2 ? "exact" : "WRONG", total == n * (n + 1) / 2 ? "exact" : "WRONG");
    printf("OS threads kept their identity and __thread: %s\n", kept ? "yes" : "no");
    // An OS thread waits for a task, and a task result comes back through it.
    conc_Thread t = conc_Go(answer, NULL);
    conc_Thread w = conc_GoWith(os_waits_for_task, &t, (conc_ThreadOptions){.OSThread = true});
    printf("OS thread waited for a task: %lld\n", (long long)*(int64_t *)conc_Thread_Wait(w));
    conc_Chan_Free(work);
    conc_Chan_Free(results);
    return 0;
}
