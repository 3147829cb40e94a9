// The pool rows of benchmarks.md, against so/conc's Pool and threads. Go twin: bench/go/pool.go
// (a fixed set of worker goroutines fed by a channel, and one goroutine per task).
// A pool is made before each run and freed after it, outside the timed region; a batch is
// "submit every task with Pool_Go, then Pool_Wait".
//
// Rows:
//   PoolCPU/W=w               1000 tasks of ~40 us of computation, w workers [ms/batch]
//   PoolIO/W=8                64 tasks that sleep 1 ms, 8 workers [ms/batch]
//   PoolTiny/W=w              20,000 tasks that add 1 to an atomic counter [tasks/s]
//   PoolScaling/uniform/W=w   10,000 tasks of 6 us each [ms/batch]
//   PoolScaling/heavy/W=w     10,000 tasks of 2^j us, P(j) = 2^-(j+1), j capped at 10 (mean 6 us,
//                             largest ~1 ms), in a fixed pseudo-random order shared with Go [ms/batch]
//   ThreadPerTask             1000 tiny tasks, one conc_Go thread each, then Wait on all [ns/task]
#include "bench.h"

#include "so/sync/atomic/atomic.h"

static conc_Pool *new_pool(int workers) {
    return conc_NewPool(mem_System(), (conc_PoolOptions){.NumThreads = workers});
}

// ---- CPU-bound and sleeping tasks -----------------------------------------------------------

typedef struct fixedbench {
    const char *name;
    int workers;
    int tasks;
    bool sleep;        // sleep 1 ms instead of computing
    int64_t work;      // bench_work steps per task
    atomic_Int64 done; // tasks finished
} fixedbench;

static void fixed_task(void *p) {
    fixedbench *b = p;
    if (b->sleep) {
        time_Sleep(1000000); // the Go twin's time.Sleep(time.Millisecond)
    } else {
        bench_keep(bench_work((uint64_t)b->work, b->work));
    }
    atomic_Int64_Add(&b->done, 1);
}

static int64_t fixed_run(int64_t n, void *p) {
    fixedbench *b = p;
    conc_Pool *pool = new_pool(b->workers);
    atomic_Int64_Store(&b->done, 0);
    int64_t t0 = bench_now();
    for (int64_t r = 0; r < n; r++) {
        for (int i = 0; i < b->tasks; i++) {
            conc_Pool_Go(pool, fixed_task, b);
        }
        conc_Pool_Wait(pool);
    }
    int64_t d = bench_now() - t0;
    conc_Pool_Free(pool);
    if (atomic_Int64_Load(&b->done) != n * b->tasks) {
        bench_fail(b->name, "Wait returned before every task had finished");
    }
    return d;
}

// ---- Tiny tasks -----------------------------------------------------------------------------

#define TINY_TASKS 20000
#define THREAD_TASKS 1000

typedef struct tinybench {
    int workers;
    atomic_Int64 counter;
} tinybench;

static void tiny_task(void *p) {
    tinybench *b = p;
    atomic_Int64_Add(&b->counter, 1);
}

static int64_t tiny_run(int64_t n, void *p) {
    tinybench *b = p;
    conc_Pool *pool = new_pool(b->workers);
    atomic_Int64_Store(&b->counter, 0);
    int64_t t0 = bench_now();
    for (int64_t r = 0; r < n; r++) {
        for (int i = 0; i < TINY_TASKS; i++) {
            conc_Pool_Go(pool, tiny_task, b);
        }
        conc_Pool_Wait(pool);
    }
    int64_t d = bench_now() - t0;
    conc_Pool_Free(pool);
    if (atomic_Int64_Load(&b->counter) != n * TINY_TASKS) {
        bench_fail("PoolTiny", "lost tasks");
    }
    return d;
}

static void *tiny_thread(void *p) {
    tiny_task(p);
    return NULL;
}

static int64_t thread_per_task(int64_t n, void *p) {
    tinybench *b = p;
    static conc_Thread threads[THREAD_TASKS];
    atomic_Int64_Store(&b->counter, 0);
    int64_t t0 = bench_now();
    for (int64_t r = 0; r < n; r++) {
        for (int i = 0; i < THREAD_TASKS; i++) {
            threads[i] = conc_Go(tiny_thread, b);
        }
        for (int i = 0; i < THREAD_TASKS; i++) {
            conc_Thread_Wait(threads[i]);
        }
    }
    int64_t d = bench_now() - t0;
    if (atomic_Int64_Load(&b->counter) != n * THREAD_TASKS) {
        bench_fail("ThreadPerTask", "lost tasks");
    }
    return d;
}

// ---- Scaling --------------------------------------------------------------------------------

#define SCALING_TASKS 10000
#define SCALING_UNIFORM_US 6
#define SCALING_MAX_SHIFT 10

typedef struct scaletask {
    int64_t steps;
    uint64_t out;
} scaletask;

static void scale_task(void *p) {
    scaletask *t = p;
    t->out = bench_work((uint64_t)t->steps, t->steps);
}

// splitmix64: the task-size generator, identical in the Go twin.
static uint64_t splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

typedef struct scalebench {
    const char *name;
    int workers;
    scaletask tasks[SCALING_TASKS];
} scalebench;

static void scale_sizes(scalebench *b, bool heavy) {
    uint64_t state = 42;
    for (int i = 0; i < SCALING_TASKS; i++) {
        int64_t us = SCALING_UNIFORM_US;
        if (heavy) {
            uint64_t r = splitmix64(&state);
            int j = r == 0 ? SCALING_MAX_SHIFT : __builtin_ctzll(r);
            if (j > SCALING_MAX_SHIFT) {
                j = SCALING_MAX_SHIFT;
            }
            us = (int64_t)1 << j;
        }
        b->tasks[i].steps = us * BENCH_WORK_1US;
    }
}

static int64_t scale_run(int64_t n, void *p) {
    scalebench *b = p;
    conc_Pool *pool = new_pool(b->workers);
    int64_t t0 = bench_now();
    for (int64_t r = 0; r < n; r++) {
        for (int i = 0; i < SCALING_TASKS; i++) {
            b->tasks[i].out = 0;
            conc_Pool_Go(pool, scale_task, &b->tasks[i]);
        }
        conc_Pool_Wait(pool);
    }
    int64_t d = bench_now() - t0;
    conc_Pool_Free(pool);
    for (int i = 0; i < SCALING_TASKS; i++) {
        if (b->tasks[i].out != bench_work((uint64_t)b->tasks[i].steps, b->tasks[i].steps)) {
            bench_fail(b->name, "a task did not run");
            break;
        }
    }
    return d;
}

int main(int argc, char **argv) {
    bench_init(argc, argv);
    char name[96];
    static const int cpu_workers[] = {2, 8};
    for (int i = 0; i < 2; i++) {
        snprintf(name, sizeof name, "PoolCPU/W=%d", cpu_workers[i]);
        if (bench_wanted(name)) {
            fixedbench b = {.name = name, .workers = cpu_workers[i], .tasks = 1000,
                            .work = 40 * BENCH_WORK_1US};
            bench_print_per(name, bench_measure(fixed_run, &b), 1, 1e6, "ms/batch");
        }
    }
    if (bench_wanted("PoolIO/W=8")) {
        fixedbench b = {.name = "PoolIO/W=8", .workers = 8, .tasks = 64, .sleep = true};
        bench_print_per("PoolIO/W=8", bench_measure(fixed_run, &b), 1, 1e6, "ms/batch");
    }
    for (int i = 0; i < 2; i++) {
        snprintf(name, sizeof name, "PoolTiny/W=%d", cpu_workers[i]);
        if (bench_wanted(name)) {
            tinybench b = {.workers = cpu_workers[i]};
            bench_print_rate(name, bench_measure(tiny_run, &b), TINY_TASKS, "tasks/s");
        }
    }
    if (bench_wanted("ThreadPerTask")) {
        tinybench b = {0};
        bench_print_per("ThreadPerTask", bench_measure(thread_per_task, &b), THREAD_TASKS, 1,
                        "ns/task");
    }
    static scalebench sb; // 160 KB: keep it off the stack
    for (int heavy = 0; heavy < 2; heavy++) {
        for (int i = 0; i < BENCH_NTHREAD_COUNTS; i++) {
            snprintf(name, sizeof name, "PoolScaling/%s/W=%d", heavy ? "heavy" : "uniform",
                     bench_thread_counts[i]);
            if (bench_wanted(name)) {
                sb.name = name;
                sb.workers = bench_thread_counts[i];
                scale_sizes(&sb, heavy);
                bench_print_per(name, bench_measure(scale_run, &sb), 1, 1e6, "ms/batch");
            }
        }
    }
    return bench_finish();
}
