// The atomic rows of benchmarks.md, against so/sync/atomic. Go twin: bench/go/atomic.go.
//
// Rows, all on one atomic.Int64, in ns per operation:
//   Load, Store, Add, Swap, CAS (a CompareAndSwap that succeeds), on one thread
//   AddContended/T=t: t threads adding to the same counter
#include "bench.h"

#include "so/sync/atomic/atomic.h"

static int64_t load(int64_t n, void *ctx) {
    (void)ctx;
    atomic_Int64 a = {0};
    atomic_Int64_Store(&a, 7);
    int64_t sum = 0;
    int64_t t0 = bench_now();
    for (int64_t i = 0; i < n; i++) {
        sum += atomic_Int64_Load(&a);
    }
    int64_t d = bench_now() - t0;
    if (sum != 7 * n) {
        bench_fail("Load", "wrong value");
    }
    return d;
}

static int64_t store(int64_t n, void *ctx) {
    (void)ctx;
    atomic_Int64 a = {0};
    int64_t t0 = bench_now();
    for (int64_t i = 0; i < n; i++) {
        atomic_Int64_Store(&a, i);
    }
    int64_t d = bench_now() - t0;
    if (atomic_Int64_Load(&a) != n - 1) {
        bench_fail("Store", "wrong value");
    }
    return d;
}

static int64_t add(int64_t n, void *ctx) {
    (void)ctx;
    atomic_Int64 a = {0};
    int64_t t0 = bench_now();
    for (int64_t i = 0; i < n; i++) {
        atomic_Int64_Add(&a, 1);
    }
    int64_t d = bench_now() - t0;
    if (atomic_Int64_Load(&a) != n) {
        bench_fail("Add", "wrong value");
    }
    return d;
}

static int64_t swap(int64_t n, void *ctx) {
    (void)ctx;
    atomic_Int64 a = {0};
    int64_t sum = 0;
    int64_t t0 = bench_now();
    for (int64_t i = 0; i < n; i++) {
        sum += atomic_Int64_Swap(&a, i + 1);
    }
    int64_t d = bench_now() - t0;
    if (sum != (n - 1) * n / 2) {
        bench_fail("Swap", "wrong old values");
    }
    return d;
}

static int64_t cas(int64_t n, void *ctx) {
    (void)ctx;
    atomic_Int64 a = {0};
    int64_t failed = 0;
    int64_t t0 = bench_now();
    for (int64_t i = 0; i < n; i++) {
        if (!atomic_Int64_CompareAndSwap(&a, i, i + 1)) {
            failed++;
        }
    }
    int64_t d = bench_now() - t0;
    if (failed != 0 || atomic_Int64_Load(&a) != n) {
        bench_fail("CAS", "a CompareAndSwap failed");
    }
    return d;
}

#define CONTENDED_OPS 1000

typedef struct addbench {
    atomic_Int64 counter;
    int threads;
    int64_t ops; // per thread
} addbench;

static void add_worker(void *p, int idx) {
    (void)idx;
    addbench *b = p;
    for (int64_t i = 0; i < b->ops; i++) {
        atomic_Int64_Add(&b->counter, 1);
    }
}

// One batch is CONTENDED_OPS additions by each thread.
static int64_t add_contended(int64_t n, void *p) {
    addbench *b = p;
    atomic_Int64_Store(&b->counter, 0);
    b->ops = n * CONTENDED_OPS;
    int64_t d = bench_parallel(b->threads, add_worker, b, NULL);
    if (atomic_Int64_Load(&b->counter) != b->threads * b->ops) {
        bench_fail("AddContended", "lost additions");
    }
    return d;
}

int main(int argc, char **argv) {
    bench_init(argc, argv);
    struct {
        const char *name;
        bench_fn fn;
    } single[] = {{"Load", load}, {"Store", store}, {"Add", add}, {"Swap", swap}, {"CAS", cas}};
    for (size_t i = 0; i < sizeof single / sizeof single[0]; i++) {
        if (bench_wanted(single[i].name)) {
            bench_print_per(single[i].name, bench_measure(single[i].fn, NULL), 1, 1, "ns/op");
        }
    }
    char name[64];
    for (int i = 0; i < BENCH_NTHREAD_COUNTS; i++) {
        int t = bench_thread_counts[i];
        snprintf(name, sizeof name, "AddContended/T=%d", t);
        if (bench_wanted(name)) {
            addbench b = {.threads = t};
            bench_print_per(name, bench_measure(add_contended, &b), (double)t * CONTENDED_OPS, 1,
                            "ns/op");
        }
    }
    return bench_finish();
}
