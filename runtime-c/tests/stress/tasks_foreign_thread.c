// Stress: threads the runtime did not start (pthread_create) use the primitives together with
// tasks. Each of two foreign threads plays ping-pong over unbuffered channels with a task of its
// own, and all of them take turns on one Mutex-protected counter; a foreign thread waits on a
// Cond that a task signals, and a task waits on a WaitGroup the foreign threads count down.
// A foreign thread also starts tasks itself (conc_Go from a thread that is not a task) and waits
// for them. The runtime parks a task and puts a foreign thread to sleep on a futex in the same
// wait queues. SO_STRESS_SCALE=k divides the round trips by k.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "so/conc/conc.h"
#include "so/sync/sync.h"

#define FOREIGN 2

static int64_t rounds;
static conc_Chan ping[FOREIGN], pong[FOREIGN];
static sync_Mutex mu;
static int64_t counter; // under mu
static sync_WaitGroup foreign_done;
static sync_Mutex cmu;
static sync_Cond cond;
static bool signalled; // under cmu

static void *echo_task(void *arg) {
    int i = (int)(intptr_t)arg;
    int64_t v;
    for (int64_t r = 0; r < rounds; r++) {
        conc_Chan_Recv(ping[i], &v);
        sync_Mutex_Lock(&mu);
        counter++;
        sync_Mutex_Unlock(&mu);
        v = v * 3;
        conc_Chan_Send(pong[i], &v);
    }
    return NULL;
}

static void *square(void *arg) {
    int64_t *v = arg;
    *v = *v * *v;
    return v;
}

static void *foreign(void *arg) {
    int i = (int)(intptr_t)arg;
    int64_t sum = 0;
    for (int64_t r = 0; r < rounds; r++) {
        int64_t v = r;
        conc_Chan_Send(ping[i], &v);
        conc_Chan_Recv(pong[i], &v);
        sum += v;
        sync_Mutex_Lock(&mu);
        counter++;
        sync_Mutex_Unlock(&mu);
    }
    // Tasks started from a thread that is not a task.
    int64_t xs[10];
    conc_Thread ts[10];
    for (int k = 0; k < 10; k++) {
        xs[k] = k;
        ts[k] = conc_Go(square, &xs[k]);
    }
    for (int k = 0; k < 10; k++)
        sum += *(int64_t *)conc_Thread_Wait(ts[k]);
    if (i == 0) {
        sync_Mutex_Lock(&cmu);
        while (!signalled)
            sync_Cond_Wait(&cond);
        sync_Mutex_Unlock(&cmu);
    }
    sync_WaitGroup_Done(&foreign_done);
    int64_t *r = malloc(sizeof *r);
    *r = sum;
    return r;
}

static void *signaller(void *arg) {
    (void)arg;
    sync_Mutex_Lock(&cmu);
    signalled = true;
    sync_Cond_Broadcast(&cond);
    sync_Mutex_Unlock(&cmu);
    return NULL;
}

static void *wg_waiter(void *arg) {
    (void)arg;
    sync_WaitGroup_Wait(&foreign_done);
    return "foreign threads done";
}

int main(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    int64_t scale = s ? atol(s) : 1;
    rounds = 20000 / (scale < 1 ? 1 : scale);
    sync_Cond_Init(&cond, &cmu);
    sync_WaitGroup_Add(&foreign_done, FOREIGN);
    conc_Thread tasks[FOREIGN];
    for (int i = 0; i < FOREIGN; i++) {
        ping[i] = conc_NewChanOf(int64_t, mem_System(), 0);
        pong[i] = conc_NewChanOf(int64_t, mem_System(), 0);
        tasks[i] = conc_Go(echo_task, (void *)(intptr_t)i);
    }
    conc_Thread w = conc_Go(wg_waiter, NULL);
    pthread_t th[FOREIGN];
    for (int i = 0; i < FOREIGN; i++)
        pthread_create(&th[i], NULL, foreign, (void *)(intptr_t)i);
    conc_Thread_Wait(conc_Go(signaller, NULL));
    printf("task waiting on a WaitGroup: %s\n", (const char *)conc_Thread_Wait(w));
    bool ok = true;
    int64_t want = 3 * (rounds * (rounds - 1) / 2) + 285; // the echoes, plus 0^2 + .. + 9^2
    for (int i = 0; i < FOREIGN; i++) {
        void *r;
        pthread_join(th[i], &r);
        ok = ok && *(int64_t *)r == want;
        free(r);
        conc_Thread_Wait(tasks[i]);
        conc_Chan_Free(ping[i]);
        conc_Chan_Free(pong[i]);
    }
    if (!ok || counter != 2 * FOREIGN * rounds) {
        printf("FAIL: counter %lld want %lld\n", (long long)counter, (long long)(2 * FOREIGN * rounds));
        return 1;
    }
    printf("ok: %d foreign threads and their tasks exchanged every value, counter exact\n", FOREIGN);
    return 0;
}
