// Stress: Close while senders and receivers are blocked or in flight. Each round makes a channel
// (capacity 0, 1 or 8), starts 3 senders and 3 receivers and closes the channel while they run.
// Senders use SendTimeout with a long timeout, which reports Closed instead of panicking when
// the channel is closed before or while it waits; receivers use Recv, RecvTimeout and a Select
// that also waits on a channel that is never ready. Invariants: every value whose send reported
// Ok is received exactly once, no value whose send reported Closed is ever received, every
// receiver ends with "closed" and a zeroed destination, and nobody stays blocked.
// SO_STRESS_SCALE=k divides the number of rounds by k.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "so/conc/conc.h"

#define SENDERS 3
#define RECEIVERS 3
#define PER_SENDER 200

static conc_Chan ch, never;
static uint8_t state[SENDERS][PER_SENDER]; // 1: sent Ok, 2: send Closed; bit 4: received
static int64_t failures;
static const int64_t long_time = (int64_t)60 * 1000 * 1000 * 1000;

static void fail(void) {
    __atomic_add_fetch(&failures, 1, __ATOMIC_RELAXED);
}

static void *sender(void *arg) {
    int64_t id = (int64_t)(intptr_t)arg;
    for (int64_t i = 0; i < PER_SENDER; i++) {
        int64_t v = id << 32 | i;
        conc_Status st = conc_Chan_SendTimeout(ch, &v, long_time);
        if (st == conc_Ok)
            __atomic_or_fetch(&state[id][i], 1, __ATOMIC_RELAXED);
        else if (st == conc_Closed)
            __atomic_or_fetch(&state[id][i], 2, __ATOMIC_RELAXED);
        else
            fail();
    }
    return NULL;
}

static void got(int64_t v) {
    int64_t id = v >> 32, i = v & 0xffffffff;
    if (id < 0 || id >= SENDERS || i >= PER_SENDER ||
        (__atomic_fetch_or(&state[id][i], 4, __ATOMIC_RELAXED) & 4))
        fail();
}

static void *receiver(void *arg) {
    int64_t kind = (int64_t)(intptr_t)arg;
    for (;;) {
        int64_t v = -1;
        bool ok;
        if (kind == 0) {
            ok = conc_Chan_Recv(ch, &v);
        } else if (kind == 1) {
            conc_Status st = conc_Chan_RecvTimeout(ch, &v, long_time);
            if (st == conc_Timeout)
                fail();
            ok = st == conc_Ok;
        } else {
            int64_t w = -1;
            conc_Case cs[2] = {conc_RecvCase(&never, &w), conc_RecvCase(&ch, &v)};
            int64_t k = conc_Select(cs, 2);
            if (k != 1 || w != -1)
                fail();
            ok = cs[1].ok;
        }
        if (!ok) {
            if (v != 0)
                fail();
            return NULL;
        }
        got(v);
    }
}

int main(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    int64_t scale = s ? atoll(s) : 1;
    if (scale < 1)
        scale = 1;
    int64_t rounds = 1500 / scale;
    never = conc_NewChanOf(int64_t, mem_System(), 0);
    uint64_t x = 88172645463325252ull;
    int64_t ok_total = 0, closed_total = 0;
    for (int64_t r = 0; r < rounds; r++) {
        int64_t caps[3] = {0, 1, 8};
        ch = conc_NewChanOf(int64_t, mem_System(), caps[r % 3]);
        memset(state, 0, sizeof state);
        conc_Thread ts[SENDERS + RECEIVERS];
        for (int i = 0; i < RECEIVERS; i++)
            ts[i] = conc_Go(receiver, (void *)(intptr_t)i);
        for (int i = 0; i < SENDERS; i++)
            ts[RECEIVERS + i] = conc_Go(sender, (void *)(intptr_t)i);
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        struct timespec d = {0, (long)(x % 300) * 1000}; // close after 0-300 us
        nanosleep(&d, NULL);
        conc_Chan_Close(ch);
        for (int i = 0; i < SENDERS + RECEIVERS; i++)
            conc_Thread_Wait(ts[i]);
        for (int id = 0; id < SENDERS; id++)
            for (int i = 0; i < PER_SENDER; i++) {
                uint8_t st = state[id][i];
                if (st == (1 | 4))
                    ok_total++;
                else if (st == 2)
                    closed_total++;
                else
                    fail();
            }
        conc_Chan_Free(ch);
    }
    conc_Chan_Free(never);
    bool bad = failures != 0 || ok_total + closed_total != rounds * SENDERS * PER_SENDER;
    printf("%s: close with blocked senders and receivers: every Ok value received once, no Closed "
           "value received\n",
           bad ? "FAIL" : "ok");
    if (bad)
        fprintf(stderr, "failures %lld ok %lld closed %lld\n", (long long)failures,
                (long long)ok_total, (long long)closed_total);
    else if (getenv("SO_STRESS_VERBOSE"))
        fprintf(stderr, "ok %lld closed %lld\n", (long long)ok_total, (long long)closed_total);
    return bad;
}
