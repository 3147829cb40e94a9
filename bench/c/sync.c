// The sync rows of benchmarks.md, against so/sync. Go twin: bench/go/sync.go.
//
// Rows (units in brackets):
//   MutexUncontended, MutexTryLock                 Lock+Unlock (TryLock+Unlock) on one thread [ns/op]
//   MutexContendedSpin/T=t, MutexContendedWork/T=t t threads x 1000 Lock;counter++;Unlock, the
//                                                  Work variant with ~1 us of work inside [us/batch]
//   Cond1, Cond2, Cond4, Cond8                     N waiters, one broadcaster, 1000 rounds; each
//                                                  round waits until every waiter saw it [us/batch]
//   OnceUncontended                                Do on a done Once [ns/op]
//   OnceContended/T=t                              t threads race through the same fresh Onces [ns/op]
//   WaitGroup/T=t                                  t threads x 1000 Add(1)+Done, one Wait [us/batch]
//   RWMutexReadMostly/T=t                          t threads x 1000 ops, 1 in 100 a write [us/batch]
//   FutexCounter                                   6 threads x 1,000,000 locked increments [ms]
// Threads are started once per run, behind a gate, outside the timed region.
#include "bench.h"

#include "so/sync/sync.h"

#define ROUNDS 1000

// ---- Mutex ----------------------------------------------------------------------------------

static int64_t mutex_uncontended(int64_t n, void *ctx) {
    (void)ctx;
    sync_Mutex mu = {0};
    int64_t t0 = bench_now();
    for (int64_t i = 0; i < n; i++) {
        sync_Mutex_Lock(&mu);
        sync_Mutex_Unlock(&mu);
    }
    return bench_now() - t0;
}

static int64_t mutex_trylock(int64_t n, void *ctx) {
    (void)ctx;
    sync_Mutex mu = {0};
    int64_t failed = 0;
    int64_t t0 = bench_now();
    for (int64_t i = 0; i < n; i++) {
        if (sync_Mutex_TryLock(&mu)) {
            sync_Mutex_Unlock(&mu);
        } else {
            failed++;
        }
    }
    int64_t d = bench_now() - t0;
    if (failed != 0) {
        bench_fail("MutexTryLock", "TryLock failed on a free mutex");
    }
    return d;
}

typedef struct contended {
    sync_Mutex mu;
    int threads;
    int64_t work; // bench_work steps inside the critical section
    int64_t rounds;
    uint64_t counter; // guarded by mu
} contended;

static void contended_worker(void *p, int idx) {
    (void)idx;
    contended *c = p;
    for (int64_t r = 0; r < c->rounds; r++) {
        sync_Mutex_Lock(&c->mu);
        if (c->work > 0) {
            c->counter = bench_work(c->counter, c->work);
        } else {
            c->counter++;
        }
        sync_Mutex_Unlock(&c->mu);
    }
}

static int64_t mutex_contended(int64_t n, void *p) {
    contended *c = p;
    c->mu = (sync_Mutex){0};
    c->counter = 0;
    c->rounds = n * ROUNDS;
    int64_t d = bench_parallel(c->threads, contended_worker, c, NULL);
    if (c->work == 0 && c->counter != (uint64_t)(c->threads * c->rounds)) {
        bench_fail("MutexContendedSpin", "lost increments");
    }
    bench_keep(c->counter);
    return d;
}

// ---- Cond -----------------------------------------------------------------------------------

typedef struct condbench {
    sync_Mutex mu;
    sync_Cond round; // the broadcaster announces a round
    sync_Cond acked; // the last waiter to see a round tells the broadcaster
    int waiters;
    int64_t rounds; // total rounds of this run
    int64_t gen;    // the current round, guarded by mu
    int64_t seen;   // waiters that saw the current round, guarded by mu
} condbench;

static void cond_waiter(void *p, int idx) {
    (void)idx;
    condbench *c = p;
    sync_Mutex_Lock(&c->mu);
    int64_t mine = 0;
    while (mine < c->rounds) {
        while (c->gen == mine) {
            sync_Cond_Wait(&c->round);
        }
        mine = c->gen;
        if (++c->seen == c->waiters) {
            sync_Cond_Signal(&c->acked);
        }
    }
    sync_Mutex_Unlock(&c->mu);
}

static void cond_broadcaster(void *p) {
    condbench *c = p;
    for (int64_t r = 1; r <= c->rounds; r++) {
        sync_Mutex_Lock(&c->mu);
        c->seen = 0;
        c->gen = r;
        sync_Cond_Broadcast(&c->round);
        while (c->seen < c->waiters) {
            sync_Cond_Wait(&c->acked);
        }
        sync_Mutex_Unlock(&c->mu);
    }
}

static int64_t cond_run(int64_t n, void *p) {
    condbench *c = p;
    c->mu = (sync_Mutex){0};
    sync_Cond_Init(&c->round, &c->mu);
    sync_Cond_Init(&c->acked, &c->mu);
    c->rounds = n * ROUNDS;
    c->gen = 0;
    c->seen = 0;
    return bench_parallel(c->waiters, cond_waiter, c, cond_broadcaster);
}

// ---- Once -----------------------------------------------------------------------------------

static int64_t once_calls;

static void once_fn(void) {
    __atomic_add_fetch(&once_calls, 1, __ATOMIC_RELAXED);
}

static int64_t once_uncontended(int64_t n, void *ctx) {
    (void)ctx;
    sync_Once once = {0};
    once_calls = 0;
    sync_Once_Do(&once, once_fn);
    int64_t t0 = bench_now();
    for (int64_t i = 0; i < n; i++) {
        sync_Once_Do(&once, once_fn);
    }
    int64_t d = bench_now() - t0;
    if (once_calls != 1) {
        bench_fail("OnceUncontended", "f ran more than once");
    }
    return d;
}

typedef struct oncebench {
    int threads;
    int64_t n;
    sync_Once *onces;
} oncebench;

static void once_worker(void *p, int idx) {
    (void)idx;
    oncebench *o = p;
    for (int64_t i = 0; i < o->n; i++) {
        sync_Once_Do(&o->onces[i], once_fn);
    }
}

static int64_t once_contended(int64_t n, void *p) {
    oncebench *o = p;
    o->n = n;
    o->onces = calloc((size_t)n, sizeof(sync_Once));
    if (o->onces == NULL) {
        fprintf(stderr, "bench: out of memory\n");
        exit(2);
    }
    once_calls = 0;
    int64_t d = bench_parallel(o->threads, once_worker, o, NULL);
    if (once_calls != n) {
        bench_fail("OnceContended", "f did not run exactly once per Once");
    }
    free(o->onces);
    return d;
}

// ---- WaitGroup ------------------------------------------------------------------------------

typedef struct wgbench {
    sync_WaitGroup wg;
    int threads;
    int64_t rounds;
} wgbench;

static void wg_worker(void *p, int idx) {
    (void)idx;
    wgbench *w = p;
    for (int64_t r = 0; r < w->rounds; r++) {
        sync_WaitGroup_Add(&w->wg, 1);
        sync_WaitGroup_Done(&w->wg);
    }
    sync_WaitGroup_Done(&w->wg); // the one Add(threads) made for this worker
}

static void wg_main(void *p) {
    wgbench *w = p;
    sync_WaitGroup_Wait(&w->wg);
}

static int64_t waitgroup(int64_t n, void *p) {
    wgbench *w = p;
    w->wg = (sync_WaitGroup){0};
    w->rounds = n * ROUNDS;
    sync_WaitGroup_Add(&w->wg, w->threads);
    return bench_parallel(w->threads, wg_worker, w, wg_main);
}

// ---- RWMutex --------------------------------------------------------------------------------

typedef struct rwbench {
    sync_RWMutex rw;
    int threads;
    int64_t rounds;
    uint64_t data[4]; // written under Lock, read under RLock
    uint64_t writes;  // guarded by rw
} rwbench;

static void rw_worker(void *p, int idx) {
    rwbench *b = p;
    uint64_t sum = 0;
    for (int64_t r = 0; r < b->rounds; r++) {
        if ((r + idx) % 100 == 0) {
            sync_RWMutex_Lock(&b->rw);
            b->writes++;
            for (int i = 0; i < 4; i++) {
                b->data[i] += (uint64_t)r;
            }
            sync_RWMutex_Unlock(&b->rw);
        } else {
            sync_RWMutex_RLock(&b->rw);
            for (int i = 0; i < 4; i++) {
                sum += b->data[i];
            }
            sync_RWMutex_RUnlock(&b->rw);
        }
    }
    bench_keep(sum);
}

static int64_t rwmutex(int64_t n, void *p) {
    rwbench *b = p;
    b->rw = (sync_RWMutex){0, 0};
    b->rounds = n * ROUNDS;
    b->writes = 0;
    int64_t d = bench_parallel(b->threads, rw_worker, b, NULL);
    if (b->writes != (uint64_t)(b->threads * b->rounds / 100)) {
        bench_fail("RWMutexReadMostly", "lost writes");
    }
    return d;
}

// ---- FutexCounter ---------------------------------------------------------------------------

#define FC_THREADS 6
#define FC_INCREMENTS 1000000

static int64_t futex_counter(int64_t n, void *p) {
    (void)n;
    contended *c = p;
    c->mu = (sync_Mutex){0};
    c->counter = 0;
    c->rounds = FC_INCREMENTS;
    c->threads = FC_THREADS;
    c->work = 0;
    int64_t d = bench_parallel(FC_THREADS, contended_worker, c, NULL);
    if (c->counter != (uint64_t)FC_THREADS * FC_INCREMENTS) {
        bench_fail("FutexCounter", "lost increments");
    }
    return d;
}

// ---- Work unit check ------------------------------------------------------------------------

static int64_t work_unit(int64_t n, void *ctx) {
    (void)ctx;
    uint64_t x = 1;
    int64_t t0 = bench_now();
    for (int64_t i = 0; i < n; i++) {
        x = bench_work(x, BENCH_WORK_1US);
    }
    int64_t d = bench_now() - t0;
    bench_keep(x);
    return d;
}

int main(int argc, char **argv) {
    bench_init(argc, argv);
    char name[96];

    if (bench_wanted("WorkUnit")) {
        bench_print_per("WorkUnit", bench_measure(work_unit, NULL), 1, 1, "ns/op");
    }
    if (bench_wanted("MutexUncontended")) {
        bench_print_per("MutexUncontended", bench_measure(mutex_uncontended, NULL), 1, 1, "ns/op");
    }
    if (bench_wanted("MutexTryLock")) {
        bench_print_per("MutexTryLock", bench_measure(mutex_trylock, NULL), 1, 1, "ns/op");
    }
    for (int w = 0; w < 2; w++) {
        for (int i = 0; i < BENCH_NTHREAD_COUNTS; i++) {
            int t = bench_thread_counts[i];
            snprintf(name, sizeof name, "MutexContended%s/T=%d", w ? "Work" : "Spin", t);
            if (bench_wanted(name)) {
                contended c = {.threads = t, .work = w ? BENCH_WORK_1US : 0};
                bench_print_per(name, bench_measure(mutex_contended, &c), 1, 1000, "us/batch");
            }
        }
    }
    static const int waiters[] = {1, 2, 4, 8};
    for (int i = 0; i < 4; i++) {
        snprintf(name, sizeof name, "Cond%d", waiters[i]);
        if (bench_wanted(name)) {
            condbench c = {.waiters = waiters[i]};
            bench_print_per(name, bench_measure(cond_run, &c), 1, 1000, "us/batch");
        }
    }
    if (bench_wanted("OnceUncontended")) {
        bench_print_per("OnceUncontended", bench_measure(once_uncontended, NULL), 1, 1, "ns/op");
    }
    for (int i = 0; i < BENCH_NTHREAD_COUNTS; i++) {
        snprintf(name, sizeof name, "OnceContended/T=%d", bench_thread_counts[i]);
        if (bench_wanted(name)) {
            oncebench o = {.threads = bench_thread_counts[i]};
            bench_print_per(name, bench_measure(once_contended, &o), 1, 1, "ns/op");
        }
    }
    for (int i = 0; i < BENCH_NTHREAD_COUNTS; i++) {
        snprintf(name, sizeof name, "WaitGroup/T=%d", bench_thread_counts[i]);
        if (bench_wanted(name)) {
            wgbench w = {.threads = bench_thread_counts[i]};
            bench_print_per(name, bench_measure(waitgroup, &w), 1, 1000, "us/batch");
        }
    }
    for (int i = 0; i < BENCH_NTHREAD_COUNTS; i++) {
        snprintf(name, sizeof name, "RWMutexReadMostly/T=%d", bench_thread_counts[i]);
        if (bench_wanted(name)) {
            rwbench b = {.threads = bench_thread_counts[i]};
            bench_print_per(name, bench_measure(rwmutex, &b), 1, 1000, "us/batch");
        }
    }
    if (bench_wanted("FutexCounter")) {
        contended c = {0};
        bench_print_per("FutexCounter", bench_once(futex_counter, &c), 1, 1e6, "ms");
    }
    return bench_finish();
}
