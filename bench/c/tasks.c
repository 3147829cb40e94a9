// The tasks rows of benchmarks.md: what a task itself costs. Go twin: bench/go/tasks.go.
// bench/run.py runs this program in three groups, each in a process of its own, named by
// BENCH_GROUP: "switch" (with GOMAXPROCS=1 in the environment), "parked" and "tasks" (with the
// default number of carriers).
//
// Rows:
//   SwitchPingPong  two tasks, two unbuffered channels, ping then pong, on one carrier
//                   (GOMAXPROCS=1, as Go's published goroutine-switch measurement): every round
//                   trip is two task switches and four channel operations [ns/roundtrip]
//   ParkedTasks     100,000 tasks, each blocked receiving from a channel of its own: the growth
//                   of the resident set from before the first one started to when all are
//                   parked, divided by 100,000 (it includes the channel) [B/task]. Measured once,
//                   alone in a fresh process, so that nothing is cached yet.
//   SpawnWait       start 100,000 tasks that each add 1 to a counter, then wait for all of
//                   them (Thread.Wait; Go: a WaitGroup) [ns/task]
#include "bench.h"

#include <unistd.h>

#include "so/sync/atomic/atomic.h"

// ---- SwitchPingPong -------------------------------------------------------------------------

#define SWITCH_ROUNDS 1000000

typedef struct switchpp {
    conc_Chan ping, pong;
    int64_t sum;
} switchpp;

static void switch_ponger(void *p, int idx) {
    (void)idx;
    switchpp *s = p;
    for (int64_t i = 0; i < SWITCH_ROUNDS; i++) {
        int64_t v;
        conc_Chan_Recv(s->ping, &v);
        v++;
        conc_Chan_Send(s->pong, &v);
    }
}

static void switch_pinger(void *p) {
    switchpp *s = p;
    int64_t sum = 0;
    for (int64_t i = 0; i < SWITCH_ROUNDS; i++) {
        int64_t v = i;
        conc_Chan_Send(s->ping, &v);
        conc_Chan_Recv(s->pong, &v);
        sum += v;
    }
    s->sum = sum;
}

static int64_t switch_ping_pong(int64_t n, void *p) {
    (void)n;
    switchpp *s = p;
    s->ping = conc_NewChanOf(int64_t, mem_System(), 0);
    s->pong = conc_NewChanOf(int64_t, mem_System(), 0);
    int64_t d = bench_parallel(1, switch_ponger, s, switch_pinger);
    conc_Chan_Free(s->ping);
    conc_Chan_Free(s->pong);
    if (s->sum != (int64_t)SWITCH_ROUNDS * (SWITCH_ROUNDS + 1) / 2) {
        bench_fail("SwitchPingPong", "wrong sum");
    }
    return d;
}

// ---- ParkedTasks ----------------------------------------------------------------------------

#define PARKED_TASKS 100000

static int64_t resident_bytes(void) {
    FILE *f = fopen("/proc/self/statm", "r");
    long size = 0, resident = 0;
    if (f == NULL || fscanf(f, "%ld %ld", &size, &resident) != 2) {
        resident = -1;
    }
    if (f != NULL) {
        fclose(f);
    }
    return (int64_t)resident * sysconf(_SC_PAGESIZE);
}

typedef struct parked {
    conc_Chan ch;
    sync_WaitGroup *ready;
} parked;

static void *parked_task(void *p) {
    parked *t = p;
    sync_WaitGroup_Done(t->ready);
    int64_t v = 0;
    conc_Chan_Recv(t->ch, &v);
    return NULL;
}

static void parked_tasks(void) {
    static parked ts[PARKED_TASKS];
    static conc_Thread hs[PARKED_TASKS];
    sync_WaitGroup ready = {0};
    int64_t before = resident_bytes();
    sync_WaitGroup_Add(&ready, PARKED_TASKS);
    for (int i = 0; i < PARKED_TASKS; i++) {
        ts[i].ch = conc_NewChanOf(int64_t, mem_System(), 0);
        ts[i].ready = &ready;
        hs[i] = conc_Go(parked_task, &ts[i]);
    }
    sync_WaitGroup_Wait(&ready);
    int64_t after = resident_bytes();
    for (int i = 0; i < PARKED_TASKS; i++) {
        conc_Chan_Close(ts[i].ch);
    }
    for (int i = 0; i < PARKED_TASKS; i++) {
        conc_Thread_Wait(hs[i]);
        conc_Chan_Free(ts[i].ch);
    }
    if (before < 0 || after < before) {
        bench_fail("ParkedTasks", "cannot read the resident set size");
        return;
    }
    printf("BENCH ParkedTasks %.6g B/task\n", (double)(after - before) / PARKED_TASKS);
}

// ---- SpawnWait ------------------------------------------------------------------------------

#define SPAWN_TASKS 100000

static atomic_Int64 spawned;

static void *spawn_task(void *p) {
    (void)p;
    atomic_Int64_Add(&spawned, 1);
    return NULL;
}

static int64_t spawn_wait(int64_t n, void *p) {
    (void)p;
    static conc_Thread hs[SPAWN_TASKS];
    atomic_Int64_Store(&spawned, 0);
    int64_t t0 = bench_now();
    for (int64_t r = 0; r < n; r++) {
        for (int i = 0; i < SPAWN_TASKS; i++) {
            hs[i] = conc_Go(spawn_task, NULL);
        }
        for (int i = 0; i < SPAWN_TASKS; i++) {
            conc_Thread_Wait(hs[i]);
        }
    }
    int64_t d = bench_now() - t0;
    if (atomic_Int64_Load(&spawned) != n * SPAWN_TASKS) {
        bench_fail("SpawnWait", "lost tasks");
    }
    return d;
}

int main(int argc, char **argv) {
    bench_init(argc, argv);
    const char *group = getenv("BENCH_GROUP");
    if (group != NULL && strcmp(group, "switch") == 0) {
        if (bench_wanted("SwitchPingPong")) {
            switchpp s = {0};
            bench_print_per("SwitchPingPong", bench_once(switch_ping_pong, &s), SWITCH_ROUNDS, 1,
                            "ns/roundtrip");
        }
        return bench_finish();
    }
    if (group != NULL && strcmp(group, "parked") == 0) {
        if (bench_wanted("ParkedTasks")) {
            parked_tasks();
        }
        return bench_finish();
    }
    if (bench_wanted("SpawnWait")) {
        bench_print_per("SpawnWait", bench_measure(spawn_wait, NULL), SPAWN_TASKS, 1, "ns/task");
    }
    return bench_finish();
}
