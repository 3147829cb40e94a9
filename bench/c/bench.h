// The measuring harness shared by the C benchmark programs (bench/c/*.c).
//
// Every program is written once against the runtime headers and linked twice, against the C
// runtime and against the Rust runtime. Its Go twin lives in bench/go and follows the same rules:
//
//   - A benchmark is a function run(n, ctx) that does n units of work ("batches") and returns the
//     nanoseconds it took, timed by itself with the monotonic clock (so that thread start-up and
//     set-up can be left out of the measurement).
//   - The harness calls it with a growing n (1, then a prediction from the previous run, at most
//     100x larger) until one run lasts at least the target time (BENCH_TARGET_MS, default 50 ms),
//     and reports that last run only. The smaller runs before it are the warm-up.
//   - One line per benchmark on stdout: "BENCH <name> <value> <unit>". A benchmark that finds a
//     wrong result prints "FAIL <name> <reason>" instead and the program carries on.
//   - argv[1], when present, is an extended regular expression; only matching names run.
//
// The start gate is the Go twin's: a WaitGroup the started threads (tasks) count down, and a
// channel that main closes to let them all go. Everything that is measured goes through the
// runtime's API (so/sync, so/sync/atomic, so/conc, so/time).
#ifndef SO_BENCH_H
#define SO_BENCH_H

#include <regex.h>
#include <sched.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "so/conc/conc.h"
#include "so/sync/sync.h"
#include "so/time/time.h"

// bench_now is a monotonic clock reading in nanoseconds.
static inline int64_t bench_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

// ---- Work that cannot be optimised away -----------------------------------------------------

// bench_work runs iters steps of a 64-bit linear congruential generator: a chain of dependent
// multiply-adds that the compiler can neither vectorise nor shorten. The Go twin (work.go) runs
// the same chain, so "k steps" costs the same on both sides (1.4-1.6 ns per step on the
// benchmark machine).
static inline uint64_t bench_work(uint64_t x, int64_t iters) {
    for (int64_t i = 0; i < iters; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    }
    return x;
}

// Steps of bench_work in about one microsecond on the benchmark machine (checked by the
// "WorkUnit" row, which both sides print).
#define BENCH_WORK_1US 600

// bench_keep stores a result where the compiler cannot ignore it, so that the work that produced
// it is kept. Safe from any thread.
__attribute__((unused)) static uint64_t bench_sink;
static inline void bench_keep(uint64_t x) {
    __atomic_store_n(&bench_sink, x, __ATOMIC_RELAXED);
}

// ---- Filter and output ----------------------------------------------------------------------

__attribute__((unused)) static regex_t bench_filter_re;
__attribute__((unused)) static bool bench_filter_on;
__attribute__((unused)) static int bench_failures;

// bench_init reads the optional filter from the command line.
static inline void bench_init(int argc, char **argv) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (argc > 1 && argv[1][0] != '\0') {
        if (regcomp(&bench_filter_re, argv[1], REG_EXTENDED | REG_NOSUB) != 0) {
            fprintf(stderr, "bench: bad filter %s\n", argv[1]);
            exit(2);
        }
        bench_filter_on = true;
    }
}

// bench_wanted reports whether the benchmark name passes the filter.
static inline bool bench_wanted(const char *name) {
    return !bench_filter_on || regexec(&bench_filter_re, name, 0, NULL, 0) == 0;
}

// bench_fail reports a wrong result.
static inline void bench_fail(const char *name, const char *reason) {
    printf("FAIL %s %s\n", name, reason);
    bench_failures++;
}

// bench_finish is main's return value: 1 if any benchmark failed.
static inline int bench_finish(void) {
    if (bench_filter_on) {
        regfree(&bench_filter_re);
    }
    return bench_failures > 0 ? 1 : 0;
}

// ---- Measuring ------------------------------------------------------------------------------

typedef int64_t (*bench_fn)(int64_t n, void *ctx);

typedef struct bench_result {
    int64_t n;       // batches in the reported run
    int64_t elapsed; // nanoseconds of the reported run
} bench_result;

static inline int64_t bench_target_ns(void) {
    const char *s = getenv("BENCH_TARGET_MS");
    int64_t ms = s != NULL ? atoll(s) : 0;
    return (ms > 0 ? ms : 50) * 1000000;
}

// bench_measure grows n until run(n) lasts at least the target time.
static inline bench_result bench_measure(bench_fn run, void *ctx) {
    const int64_t target = bench_target_ns();
    int64_t n = 1;
    for (;;) {
        int64_t d = run(n, ctx);
        if (d >= target || n >= 1000000000) {
            return (bench_result){n, d};
        }
        // Aim 20% past the target so that the next run is very likely the last.
        double per = (double)(d > 1000 ? d : 1000) / (double)n;
        int64_t next = (int64_t)((double)target * 1.2 / per);
        if (next > 100 * n) {
            next = 100 * n;
        }
        if (next <= n) {
            next = n + 1;
        }
        n = next;
    }
}

// bench_once runs run(1) a single time: for rows whose unit is the total time of a fixed job.
static inline bench_result bench_once(bench_fn run, void *ctx) {
    return (bench_result){1, run(1, ctx)};
}

// bench_print_per reports elapsed / (n * ops_per_batch), in units of unit_ns nanoseconds.
static inline void bench_print_per(const char *name, bench_result r, double ops_per_batch,
                                   double unit_ns, const char *unit) {
    double v = (double)r.elapsed / ((double)r.n * ops_per_batch) / unit_ns;
    printf("BENCH %s %.6g %s\n", name, v, unit);
}

// bench_print_rate reports n * ops_per_batch per second.
static inline void bench_print_rate(const char *name, bench_result r, double ops_per_batch,
                                    const char *unit) {
    double v = (double)r.n * ops_per_batch / ((double)r.elapsed / 1e9);
    printf("BENCH %s %.6g %s\n", name, v, unit);
}

// ---- Threads behind a start gate ------------------------------------------------------------

typedef void (*bench_worker_fn)(void *ctx, int idx);

typedef struct bench_thread_arg {
    sync_WaitGroup *ready; // counted down by each thread when it reaches the gate
    conc_Chan gate;        // closed by main when the clock starts
    bench_worker_fn fn;
    void *ctx;
    int idx;
} bench_thread_arg;

static inline void *bench_thread_main(void *p) {
    bench_thread_arg *a = p;
    sync_WaitGroup_Done(a->ready);
    conc_Chan_Recv(a->gate, NULL); // returns (false) once the gate is closed
    a->fn(a->ctx, a->idx);
    return NULL;
}

#define BENCH_MAX_THREADS 64

// bench_parallel_opts starts nthreads runtime threads (conc_GoWith with opts: tasks, or OS
// threads) that wait at a gate, starts the clock and opens the gate, runs main_fn (if any) on
// the calling thread, waits for every thread and returns the elapsed nanoseconds. Thread
// creation is outside the measurement; joining is inside.
static inline int64_t bench_parallel_opts(int nthreads, bench_worker_fn fn, void *ctx,
                                          void (*main_fn)(void *ctx), conc_ThreadOptions opts) {
    sync_WaitGroup ready = {0};
    conc_Chan gate = conc_NewChan(mem_System(), 0, 1, 0);
    bench_thread_arg args[BENCH_MAX_THREADS];
    conc_Thread threads[BENCH_MAX_THREADS];
    if (nthreads > BENCH_MAX_THREADS) {
        fprintf(stderr, "bench: too many threads\n");
        exit(2);
    }
    sync_WaitGroup_Add(&ready, nthreads);
    for (int i = 0; i < nthreads; i++) {
        args[i] = (bench_thread_arg){&ready, gate, fn, ctx, i};
        threads[i] = conc_GoWith(bench_thread_main, &args[i], opts);
    }
    sync_WaitGroup_Wait(&ready);
    int64_t t0 = bench_now();
    conc_Chan_Close(gate);
    if (main_fn != NULL) {
        main_fn(ctx);
    }
    for (int i = 0; i < nthreads; i++) {
        conc_Thread_Wait(threads[i]);
    }
    int64_t d = bench_now() - t0;
    conc_Chan_Free(gate);
    return d;
}

// bench_parallel is bench_parallel_opts with tasks (conc_Go), as the Go twin's goroutines.
static inline int64_t bench_parallel(int nthreads, bench_worker_fn fn, void *ctx,
                                     void (*main_fn)(void *ctx)) {
    return bench_parallel_opts(nthreads, fn, ctx, main_fn, (conc_ThreadOptions){0});
}

// The thread counts of every thread-count row: 1, 2 (the cores of the benchmark machine) and 8.
__attribute__((unused)) static const int bench_thread_counts[] = {1, 2, 8};
#define BENCH_NTHREAD_COUNTS 3

#endif
