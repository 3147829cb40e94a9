// 100,000 tasks at once: 50,000 pairs that each ping-pong ROUNDS times through two unbuffered
// channels of their own. Every task first checks in (a WaitGroup) and waits at a gate (a channel
// main closes once all of them have checked in), so all 100,000 are parked at the same moment,
// with their stacks; then every pair plays its
// rounds. Each ponger answers v with 2v + 1, and each pinger adds up the answers: the total is
// checked against the closed form, so a lost, duplicated or misdelivered value shows. While all
// of them are parked, the process holds fewer than 1,000 memory mappings: far below the 65,530
// that vm.max_map_count allows by default, which a guard page mprotect'ed below each task's
// stack (two mappings per task) would exceed.
#include <stdio.h>
#include <stdlib.h>

#include "so/conc/conc.h"
#include "so/sync/sync.h"

#define PAIRS 50000
#define ROUNDS 4

typedef struct {
    conc_Chan ping, pong;
    int64_t id, sum;
} pair;

// The number of memory mappings of the process (lines of /proc/self/maps), or -1.
static int64_t mappings(void) {
    FILE *f = fopen("/proc/self/maps", "r");
    if (f == NULL)
        return -1;
    int64_t n = 0;
    int c;
    while ((c = getc(f)) != EOF)
        n += c == '\n';
    fclose(f);
    return n;
}

static conc_Chan gate;
static sync_WaitGroup ready;

static void *pinger(void *arg) {
    pair *p = arg;
    sync_WaitGroup_Done(&ready);
    conc_Chan_Recv(gate, NULL);
    for (int64_t r = 0; r < ROUNDS; r++) {
        int64_t v = p->id * ROUNDS + r, w = 0;
        conc_Chan_Send(p->ping, &v);
        conc_Chan_Recv(p->pong, &w);
        p->sum += w;
    }
    return NULL;
}

static void *ponger(void *arg) {
    pair *p = arg;
    sync_WaitGroup_Done(&ready);
    conc_Chan_Recv(gate, NULL);
    for (int64_t r = 0; r < ROUNDS; r++) {
        int64_t v = 0;
        conc_Chan_Recv(p->ping, &v);
        v = 2 * v + 1;
        conc_Chan_Send(p->pong, &v);
    }
    return NULL;
}

int main(void) {
    gate = conc_NewChan(mem_System(), 0, 1, 0);
    pair *ps = calloc(PAIRS, sizeof *ps);
    conc_Thread *ts = calloc(2 * PAIRS, sizeof *ts);
    sync_WaitGroup_Add(&ready, 2 * PAIRS);
    for (int64_t i = 0; i < PAIRS; i++) {
        ps[i].id = i;
        ps[i].ping = conc_NewChanOf(int64_t, mem_System(), 0);
        ps[i].pong = conc_NewChanOf(int64_t, mem_System(), 0);
        ts[2 * i] = conc_Go(pinger, &ps[i]);
        ts[2 * i + 1] = conc_Go(ponger, &ps[i]);
    }
    sync_WaitGroup_Wait(&ready);
    printf("%d tasks parked at the gate\n", 2 * PAIRS);
    int64_t maps = mappings();
    printf("memory mappings meanwhile: fewer than 1000: %s\n",
           maps > 0 && maps < 1000 ? "yes" : "NO");
    conc_Chan_Close(gate);
    for (int64_t i = 0; i < 2 * PAIRS; i++)
        conc_Thread_Wait(ts[i]);
    // sum over all values v = 0 .. PAIRS*ROUNDS-1 of 2v + 1 = (PAIRS*ROUNDS)^2
    int64_t total = 0, n = (int64_t)PAIRS * ROUNDS;
    for (int64_t i = 0; i < PAIRS; i++)
        total += ps[i].sum;
    printf("round trips %lld, total %s\n", (long long)n, total == n * n ? "right" : "WRONG");
    for (int64_t i = 0; i < PAIRS; i++) {
        conc_Chan_Free(ps[i].ping);
        conc_Chan_Free(ps[i].pong);
    }
    conc_Chan_Free(gate);
    free(ps);
    free(ts);
    return 0;
}
