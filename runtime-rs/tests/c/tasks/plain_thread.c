// A plain OS thread that the runtime did not start (pthread_create) uses every primitive with
// tasks on the other side: it receives from and sends to channels, selects, takes a Mutex and
// an RWMutex that tasks hold, waits on a Cond that a task signals, on a WaitGroup that tasks
// count down, on a task's Wait, and sleeps; the tasks park while it blocks, and it blocks on a
// futex while they park.
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

#include "so/conc/conc.h"
#include "so/sync/sync.h"
#include "so/time/time.h"

#define TASKS 32
#define PER 200

static conc_Chan in, out, sel;
static sync_Mutex mu;
static sync_RWMutex rw;
static sync_Cond cond;
static sync_WaitGroup wg;
static int flag;
static int64_t counter;

static void *task(void *arg) {
    int64_t id = (int64_t)(intptr_t)arg;
    for (int i = 0; i < PER; i++) {
        int64_t v;
        conc_Chan_Recv(in, &v);
        sync_Mutex_Lock(&mu);
        counter++;
        sync_Mutex_Unlock(&mu);
        sync_RWMutex_RLock(&rw);
        v += id - id;
        sync_RWMutex_RUnlock(&rw);
        conc_Chan_Send(out, &v);
    }
    sync_WaitGroup_Done(&wg);
    return (void *)(intptr_t)id;
}

static void *signaller(void *arg) {
    (void)arg;
    time_Sleep(5000000);
    sync_Mutex_Lock(&mu);
    flag = 1;
    sync_Cond_Signal(&cond);
    sync_Mutex_Unlock(&mu);
    int64_t v = 7;
    conc_Chan_Send(sel, &v);
    return NULL;
}

static void *plain(void *arg) {
    (void)arg;
    int64_t n = (int64_t)TASKS * PER, sum = 0;
    // Feed and drain at the same time through Select, so neither side can run ahead.
    int64_t next = 1, got = 0, v = 0;
    while (got < n) {
        conc_Case cs[2];
        int k = 0;
        int has_send = next <= n;
        if (has_send)
            cs[k++] = conc_SendCase(&in, &next);
        cs[k++] = conc_RecvCase(&out, &v);
        int64_t i = conc_Select(cs, k);
        if (has_send && i == 0) {
            next++;
        } else {
            sum += v;
            got++;
        }
    }
    sync_WaitGroup_Wait(&wg);
    sync_RWMutex_Lock(&rw);
    sync_RWMutex_Unlock(&rw);
    conc_Thread s = conc_Go(signaller, NULL);
    sync_Mutex_Lock(&mu);
    while (!flag)
        sync_Cond_Wait(&cond);
    sync_Mutex_Unlock(&mu);
    int64_t w = 0;
    conc_Chan_Recv(sel, &w);
    conc_Thread_Wait(s);
    time_Sleep(1000000);
    printf("plain thread: sum %s, counter %lld, cond seen, value %lld\n",
           sum == n * (n + 1) / 2 ? "exact" : "WRONG", (long long)counter, (long long)w);
    return NULL;
}

int main(void) {
    in = conc_NewChanOf(int64_t, mem_System(), 0);
    out = conc_NewChanOf(int64_t, mem_System(), 0);
    sel = conc_NewChanOf(int64_t, mem_System(), 0);
    sync_Cond_Init(&cond, &mu);
    sync_WaitGroup_Add(&wg, TASKS);
    conc_Thread ts[TASKS];
    for (int i = 0; i < TASKS; i++)
        ts[i] = conc_Go(task, (void *)(intptr_t)i);
    pthread_t p;
    pthread_create(&p, NULL, plain, NULL);
    pthread_join(p, NULL);
    int64_t ids = 0;
    for (int i = 0; i < TASKS; i++)
        ids += (int64_t)(intptr_t)conc_Thread_Wait(ts[i]);
    printf("tasks waited for: id sum %lld\n", (long long)ids);
    conc_Chan_Free(in);
    conc_Chan_Free(out);
    conc_Chan_Free(sel);
    return 0;
}
