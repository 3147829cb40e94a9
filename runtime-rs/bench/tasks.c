// The task rows of benchmarks.md that bench/ does not have yet, against the Rust runtime:
//   SwitchPingPong  two tasks, two unbuffered channels, 1,000,000 round trips, one carrier
//                   (run with GOMAXPROCS=1, as its Go twin) [ns/roundtrip]
//   SpawnWait       start 100,000 tasks and wait for each [ns/task]
//   ParkedTasks     100,000 tasks blocked on channels: resident memory per parked task
//                   (VmRSS with all of them parked minus VmRSS before, over 100,000) [bytes/task]
// Go twin: tasks.go. Output: "BENCH <name> <value> <unit>" lines, as bench/c/bench.h prints.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "so/conc/conc.h"
#include "so/time/time.h"

static int64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int64_t rss_bytes(void) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    int64_t kb = -1;
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "VmRSS:", 6) == 0)
            kb = atoll(line + 6);
    if (f)
        fclose(f);
    return kb * 1024;
}

#define ROUNDS 1000000

typedef struct {
    conc_Chan ping, pong;
} pp;

static void *ponger(void *arg) {
    pp *p = arg;
    int64_t v;
    for (int i = 0; i < ROUNDS; i++) {
        conc_Chan_Recv(p->ping, &v);
        v++;
        conc_Chan_Send(p->pong, &v);
    }
    return NULL;
}

static void *pinger(void *arg) {
    pp *p = arg;
    int64_t v = 0;
    int64_t t0 = now_ns();
    for (int i = 0; i < ROUNDS; i++) {
        conc_Chan_Send(p->ping, &v);
        conc_Chan_Recv(p->pong, &v);
    }
    int64_t d = now_ns() - t0;
    static int64_t r;
    r = v == ROUNDS ? d : -1;
    return &r;
}

static void *nothing(void *arg) {
    return arg;
}

#define N 100000

static conc_Chan parked_ch[N];

static void *parked(void *arg) {
    int64_t i = (int64_t)(intptr_t)arg, v;
    conc_Chan_Recv(parked_ch[i], &v);
    return (void *)(intptr_t)(v == i);
}

int main(int argc, char **argv) {
    const char *only = argc > 1 ? argv[1] : "";
    if (strstr("SwitchPingPong", only)) {
        pp p = {conc_NewChanOf(int64_t, mem_System(), 0), conc_NewChanOf(int64_t, mem_System(), 0)};
        conc_Thread a = conc_Go(ponger, &p);
        conc_Thread b = conc_Go(pinger, &p);
        int64_t d = *(int64_t *)conc_Thread_Wait(b);
        conc_Thread_Wait(a);
        if (d < 0)
            printf("FAIL SwitchPingPong wrong count\n");
        else
            printf("BENCH SwitchPingPong %.6g ns/roundtrip\n", (double)d / ROUNDS);
    }
    if (strstr("SpawnWait", only)) {
        conc_Thread *ts = malloc(N * sizeof *ts);
        for (int round = 0; round < 2; round++) { // the first round warms up the stack pool
            int64_t t0 = now_ns();
            for (int i = 0; i < N; i++)
                ts[i] = conc_Go(nothing, NULL);
            for (int i = 0; i < N; i++)
                conc_Thread_Wait(ts[i]);
            int64_t d = now_ns() - t0;
            if (round == 1)
                printf("BENCH SpawnWait %.6g ns/task\n", (double)d / N);
        }
        free(ts);
    }
    if (strstr("ParkedTasks", only)) {
        conc_Thread *ts = malloc(N * sizeof *ts);
        for (int i = 0; i < N; i++)
            parked_ch[i] = conc_NewChanOf(int64_t, mem_System(), 0);
        int64_t before = rss_bytes();
        for (int i = 0; i < N; i++)
            ts[i] = conc_Go(parked, (void *)(intptr_t)i);
        // Each task parks at once (nothing is sent yet); the main task sleeps (parked too) so
        // that the carriers run all of them, then measures.
        time_Sleep(200 * 1000 * 1000);
        int64_t during = rss_bytes();
        int64_t ok = 0;
        for (int64_t i = 0; i < N; i++) {
            conc_Chan_Send(parked_ch[i], &i);
        }
        for (int i = 0; i < N; i++)
            ok += (int64_t)(intptr_t)conc_Thread_Wait(ts[i]);
        if (ok != N)
            printf("FAIL ParkedTasks wrong values\n");
        else
            printf("BENCH ParkedTasks %.6g bytes/task\n", (double)(during - before) / N);
        free(ts);
    }
    return 0;
}
