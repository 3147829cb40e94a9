// Stress: Select over several channels with many producers. Six producers send tagged values
// (producer << 32 | sequence) to three channels (unbuffered, capacity 1, capacity 16), half of
// them through a Select of three send cases, half with a plain Send to a channel of their
// choosing. Two consumers Select over the three receive cases (a channel whose receive reports
// closed is replaced by a nil channel, which is never ready), a third uses plain Recv on the
// unbuffered channel. After the producers finish, the channels are closed. Every value must be
// received exactly once. SO_STRESS_SCALE=k divides the work by k.
#include <stdio.h>
#include <stdlib.h>

#include "so/conc/conc.h"

#define PRODUCERS 6
#define NCH 3

static conc_Chan chans[NCH];
static int64_t per_producer;
static uint8_t *seen[PRODUCERS];
static int64_t received, failures;

static void *produce(void *arg) {
    int64_t id = (int64_t)(intptr_t)arg;
    uint64_t x = (uint64_t)id * 0x9E3779B97F4A7C15ull + 1;
    for (int64_t i = 0; i < per_producer; i++) {
        uint64_t v = (uint64_t)id << 32 | (uint64_t)i;
        if (id % 2 == 0) {
            conc_Case cs[NCH];
            for (int c = 0; c < NCH; c++)
                cs[c] = conc_SendCase(&chans[c], &v);
            int64_t k = conc_Select(cs, NCH);
            if (k < 0 || k >= NCH)
                __atomic_add_fetch(&failures, 1, __ATOMIC_RELAXED);
        } else {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            conc_Chan_Send(chans[x % NCH], &v);
        }
    }
    return NULL;
}

static void take(uint64_t v) {
    int64_t prod = (int64_t)(v >> 32), seq = (int64_t)(v & 0xffffffffu);
    if (prod < 0 || prod >= PRODUCERS || seq >= per_producer ||
        __atomic_exchange_n(&seen[prod][seq], 1, __ATOMIC_RELAXED) != 0) {
        __atomic_add_fetch(&failures, 1, __ATOMIC_RELAXED);
        return;
    }
    __atomic_add_fetch(&received, 1, __ATOMIC_RELAXED);
}

static void *consume_select(void *arg) {
    (void)arg;
    conc_Chan local[NCH];
    for (int c = 0; c < NCH; c++)
        local[c] = chans[c];
    int open = NCH;
    while (open > 0) {
        uint64_t v = 1;
        conc_Case cs[NCH];
        for (int c = 0; c < NCH; c++)
            cs[c] = conc_RecvCase(&local[c], &v);
        int64_t k = conc_Select(cs, NCH);
        if (cs[k].ok) {
            take(v);
        } else {
            if (v != 0) // closed and drained: the destination is zeroed
                __atomic_add_fetch(&failures, 1, __ATOMIC_RELAXED);
            local[k] = (conc_Chan){0};
            open--;
        }
    }
    return NULL;
}

static void *consume_plain(void *arg) {
    (void)arg;
    uint64_t v;
    while (conc_Chan_Recv(chans[0], &v))
        take(v);
    return NULL;
}

int main(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    int64_t scale = s ? atoll(s) : 1;
    if (scale < 1)
        scale = 1;
    per_producer = 600000 / PRODUCERS / scale;
    int64_t caps[NCH] = {0, 1, 16};
    for (int c = 0; c < NCH; c++)
        chans[c] = conc_NewChanOf(uint64_t, mem_System(), caps[c]);
    for (int p = 0; p < PRODUCERS; p++)
        seen[p] = calloc((size_t)per_producer, 1);
    conc_Thread cons[3], prods[PRODUCERS];
    cons[0] = conc_Go(consume_select, NULL);
    cons[1] = conc_Go(consume_select, NULL);
    cons[2] = conc_Go(consume_plain, NULL);
    for (int p = 0; p < PRODUCERS; p++)
        prods[p] = conc_Go(produce, (void *)(intptr_t)p);
    for (int p = 0; p < PRODUCERS; p++)
        conc_Thread_Wait(prods[p]);
    for (int c = 0; c < NCH; c++)
        conc_Chan_Close(chans[c]);
    for (int i = 0; i < 3; i++)
        conc_Thread_Wait(cons[i]);
    int64_t missing = 0;
    for (int p = 0; p < PRODUCERS; p++) {
        for (int64_t i = 0; i < per_producer; i++)
            missing += seen[p][i] == 0;
        free(seen[p]);
    }
    for (int c = 0; c < NCH; c++)
        conc_Chan_Free(chans[c]);
    bool bad = missing != 0 || failures != 0 || received != per_producer * PRODUCERS;
    printf("%s: select over %d channels, %d producers, 3 consumers: every value received exactly "
           "once\n",
           bad ? "FAIL" : "ok", NCH, PRODUCERS);
    if (bad)
        fprintf(stderr, "received %lld of %lld, missing %lld, failures %lld\n",
                (long long)received, (long long)(per_producer * PRODUCERS), (long long)missing,
                (long long)failures);
    return bad;
}
