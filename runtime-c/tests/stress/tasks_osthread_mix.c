// Stress: dedicated OS threads (conc_GoWith with OSThread) and tasks working together through
// every primitive. Four OS threads and four tasks each send values through an unbuffered and a
// buffered channel to a collector task that selects over both, add to a Mutex-protected total,
// and count down a WaitGroup; a Cond round trip goes task -> OS thread -> task. Each OS thread
// checks that it stays on its own thread (pthread_self, and a thread-local variable) across
// all its blocking calls: it is a thread, not a task. Tasks wait for OS threads (Thread.Wait),
// and an OS thread waits for a task. SO_STRESS_SCALE=k divides the values sent by k.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "so/conc/conc.h"
#include "so/sync/atomic/atomic.h"
#include "so/sync/sync.h"

#define SENDERS 4 // of each kind

static conc_Chan unbuf, buf;
static sync_Mutex mu;
static int64_t total; // under mu
static sync_WaitGroup wg;
static int64_t per_sender;
static atomic_Int64 moved_threads;
static __thread int64_t mine; // thread-local: must not change under an OS thread

static sync_Mutex cmu;
static sync_Cond ccond;
static int stage; // under cmu

typedef struct {
    int64_t id;
    bool os;
} sender_arg;

static void *sender(void *arg) {
    sender_arg *a = arg;
    pthread_t self = pthread_self();
    mine = a->id;
    for (int64_t i = 1; i <= per_sender; i++) {
        int64_t v = a->id * 1000000000 + i;
        conc_Chan_Send(i % 2 ? unbuf : buf, &v);
        sync_Mutex_Lock(&mu);
        total += i;
        sync_Mutex_Unlock(&mu);
        if (a->os && (!pthread_equal(self, pthread_self()) || mine != a->id))
            atomic_Int64_Add(&moved_threads, 1);
    }
    sync_WaitGroup_Done(&wg);
    return NULL;
}

static void *collector(void *arg) {
    (void)arg;
    int64_t v = 0, sum = 0, n = 0;
    conc_Case cases[2] = {conc_RecvCase(&unbuf, &v), conc_RecvCase(&buf, &v)};
    while (n < 2 * SENDERS * per_sender) {
        int64_t c = conc_Select(cases, 2);
        if (cases[c].ok) {
            sum += v % 1000000000;
            n++;
        }
    }
    int64_t *r = malloc(sizeof *r);
    *r = sum;
    return r;
}

static void *cond_responder(void *arg) {
    (void)arg;
    pthread_t self = pthread_self();
    sync_Mutex_Lock(&cmu);
    while (stage != 1)
        sync_Cond_Wait(&ccond);
    stage = 2;
    sync_Cond_Broadcast(&ccond);
    sync_Mutex_Unlock(&cmu);
    return pthread_equal(self, pthread_self()) ? "same thread" : "MOVED";
}

static void *waits_for_task(void *arg) {
    conc_Thread *t = arg;
    int64_t *r = conc_Thread_Wait(*t);
    return r;
}

int main(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    int64_t scale = s ? atol(s) : 1;
    per_sender = 20000 / (scale < 1 ? 1 : scale);
    unbuf = conc_NewChanOf(int64_t, mem_System(), 0);
    buf = conc_NewChanOf(int64_t, mem_System(), 16);
    sync_Cond_Init(&ccond, &cmu);
    conc_ThreadOptions os = {.OSThread = true};

    conc_Thread col = conc_Go(collector, NULL);
    // An OS thread waits for the collector task.
    conc_Thread colw = conc_GoWith(waits_for_task, &col, os);
    conc_Thread resp = conc_GoWith(cond_responder, NULL, os);
    sender_arg args[2 * SENDERS];
    conc_Thread ts[2 * SENDERS];
    sync_WaitGroup_Add(&wg, 2 * SENDERS);
    for (int i = 0; i < 2 * SENDERS; i++) {
        args[i] = (sender_arg){.id = i + 1, .os = i < SENDERS};
        ts[i] = args[i].os ? conc_GoWith(sender, &args[i], os) : conc_Go(sender, &args[i]);
    }
    sync_Mutex_Lock(&cmu);
    stage = 1;
    sync_Cond_Signal(&ccond);
    while (stage != 2)
        sync_Cond_Wait(&ccond);
    sync_Mutex_Unlock(&cmu);
    printf("cond round trip through an OS thread: %s\n", (const char *)conc_Thread_Wait(resp));
    sync_WaitGroup_Wait(&wg);
    for (int i = 0; i < 2 * SENDERS; i++)
        conc_Thread_Wait(ts[i]);
    int64_t *sum = conc_Thread_Wait(colw);
    int64_t want = 2 * SENDERS * (per_sender * (per_sender + 1) / 2);
    bool ok = *sum == want && total == want && atomic_Int64_Load(&moved_threads) == 0;
    free(sum);
    conc_Chan_Free(unbuf);
    conc_Chan_Free(buf);
    if (!ok) {
        printf("FAIL: sum %lld total %lld want %lld, OS threads moved %lld times\n", (long long)*sum,
               (long long)total, (long long)want, (long long)atomic_Int64_Load(&moved_threads));
        return 1;
    }
    printf("ok: %d OS threads and %d tasks sent every value once; OS threads never moved\n",
           SENDERS, SENDERS);
    return 0;
}
