// Stress: 4 producers and 4 consumers move tagged values through an unbuffered channel and
// through buffered channels of capacity 1, 16 and 128. Every value (producer << 32 | sequence)
// must be received exactly once, and each consumer must see each producer's values in
// increasing order (a channel is FIFO). 375,000 values per channel; SO_STRESS_SCALE=k divides
// that by k, but the four runs together always move at least 1,000,000 values.
#include <stdio.h>
#include <stdlib.h>

#include "so/conc/conc.h"

#define PRODUCERS 4
#define CONSUMERS 4

static conc_Chan ch;
static int64_t per_producer;
static uint8_t *seen[PRODUCERS];
static int64_t failures;

typedef struct {
    int64_t id, count, sum;
} party;

static void *produce(void *arg) {
    party *p = arg;
    for (int64_t i = 0; i < per_producer; i++) {
        uint64_t v = (uint64_t)p->id << 32 | (uint64_t)i;
        conc_Chan_Send(ch, &v);
        p->count++;
        p->sum += (int64_t)i;
    }
    return NULL;
}

static void *consume(void *arg) {
    party *c = arg;
    int64_t last[PRODUCERS];
    for (int i = 0; i < PRODUCERS; i++)
        last[i] = -1;
    uint64_t v;
    while (conc_Chan_Recv(ch, &v)) {
        int64_t prod = (int64_t)(v >> 32), seq = (int64_t)(v & 0xffffffffu);
        if (prod < 0 || prod >= PRODUCERS || seq >= per_producer || seq <= last[prod] ||
            __atomic_exchange_n(&seen[prod][seq], 1, __ATOMIC_RELAXED) != 0) {
            __atomic_add_fetch(&failures, 1, __ATOMIC_RELAXED);
            continue;
        }
        last[prod] = seq;
        c->count++;
        c->sum += seq;
    }
    if (v != 0) // Recv on a closed, drained channel zeroes the destination
        __atomic_add_fetch(&failures, 1, __ATOMIC_RELAXED);
    return NULL;
}

static int run(int64_t cap, int64_t values) {
    per_producer = values / PRODUCERS;
    for (int i = 0; i < PRODUCERS; i++)
        seen[i] = calloc((size_t)per_producer, 1);
    ch = conc_NewChanOf(uint64_t, mem_System(), cap);
    party prods[PRODUCERS] = {0}, cons[CONSUMERS] = {0};
    conc_Thread pt[PRODUCERS], ct[CONSUMERS];
    for (int i = 0; i < CONSUMERS; i++) {
        cons[i].id = i;
        ct[i] = conc_Go(consume, &cons[i]);
    }
    for (int i = 0; i < PRODUCERS; i++) {
        prods[i].id = i;
        pt[i] = conc_Go(produce, &prods[i]);
    }
    for (int i = 0; i < PRODUCERS; i++)
        conc_Thread_Wait(pt[i]);
    conc_Chan_Close(ch);
    for (int i = 0; i < CONSUMERS; i++)
        conc_Thread_Wait(ct[i]);
    int64_t sent = 0, sent_sum = 0, got = 0, got_sum = 0, missing = 0;
    for (int i = 0; i < PRODUCERS; i++) {
        sent += prods[i].count;
        sent_sum += prods[i].sum;
        for (int64_t s = 0; s < per_producer; s++)
            missing += seen[i][s] == 0;
        free(seen[i]);
    }
    for (int i = 0; i < CONSUMERS; i++) {
        got += cons[i].count;
        got_sum += cons[i].sum;
    }
    conc_Chan_Free(ch);
    int bad = failures != 0 || missing != 0 || got != sent || got_sum != sent_sum;
    // The summary does not depend on SO_STRESS_SCALE, so every run prints the same line.
    printf("%s cap=%lld: every value received exactly once, in order per producer\n",
           bad ? "FAIL" : "ok", (long long)cap);
    if (bad)
        fprintf(stderr, "cap=%lld: sent %lld (sum %lld), received %lld (sum %lld), missing %lld, bad %lld\n",
                (long long)cap, (long long)sent, (long long)sent_sum, (long long)got,
                (long long)got_sum, (long long)missing, (long long)failures);
    return bad;
}

int main(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    int64_t scale = s ? atoll(s) : 1;
    if (scale < 1)
        scale = 1;
    int64_t values = 375000 / scale;
    if (values < 250000)
        values = 250000; // four runs: at least a million values in all
    int bad = 0;
    int64_t caps[] = {0, 1, 16, 128};
    for (int i = 0; i < 4; i++)
        bad |= run(caps[i], values);
    return bad;
}
