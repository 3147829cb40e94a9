// 100,000 tasks at once, ping-ponging through unbuffered channels: 50,000 pairs, each pair
// passing a counter back and forth 20 times over its own two channels, all pairs started before
// any is waited for (so every task exists, most of them parked, at the same time). Every pair
// reports its final counter; the sum must be exact, every task must be waited for, and every
// channel's memory must come back.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "so/conc/conc.h"
#include "so/mem/mem.h"

#define PAIRS 50000
#define ROUNDS 20

typedef struct {
    conc_Chan ping, pong;
    int64_t start;
} pair;

static void *pinger(void *arg) {
    pair *p = arg;
    int64_t v = p->start;
    for (int i = 0; i < ROUNDS; i++) {
        conc_Chan_Send(p->ping, &v);
        conc_Chan_Recv(p->pong, &v);
    }
    p->start = v;
    return &p->start;
}

static void *ponger(void *arg) {
    pair *p = arg;
    int64_t v;
    for (int i = 0; i < ROUNDS; i++) {
        conc_Chan_Recv(p->ping, &v);
        v += 1;
        conc_Chan_Send(p->pong, &v);
    }
    return NULL;
}

int main(void) {
    mem_Tracker tr = mem_NewTracker(mem_System());
    mem_Allocator a = mem_Tracker_Allocator(&tr);
    pair *pairs = calloc(PAIRS, sizeof *pairs);
    conc_Thread *ts = calloc(2 * PAIRS, sizeof *ts);
    for (int i = 0; i < PAIRS; i++) {
        pairs[i].ping = conc_NewChanOf(int64_t, a, 0);
        pairs[i].pong = conc_NewChanOf(int64_t, a, 0);
        pairs[i].start = i;
        ts[2 * i] = conc_Go(pinger, &pairs[i]);
        ts[2 * i + 1] = conc_Go(ponger, &pairs[i]);
    }
    int64_t sum = 0, bad = 0;
    for (int i = 0; i < PAIRS; i++) {
        int64_t *r = conc_Thread_Wait(ts[2 * i]);
        conc_Thread_Wait(ts[2 * i + 1]);
        if (r != &pairs[i].start || *r != i + ROUNDS)
            bad++;
        sum += *r;
        conc_Chan_Free(pairs[i].ping);
        conc_Chan_Free(pairs[i].pong);
    }
    int64_t want = (int64_t)PAIRS * (PAIRS - 1) / 2 + (int64_t)PAIRS * ROUNDS;
    printf("%d tasks, %d round trips each pair: sum %s, wrong pairs %lld\n", 2 * PAIRS, ROUNDS,
           sum == want ? "exact" : "WRONG", (long long)bad);
    printf("channels: allocs %lld, in use %lld\n", (long long)mem_Tracker_Allocs(&tr),
           (long long)mem_Tracker_InUse(&tr));
    free(pairs);
    free(ts);
    return 0;
}
