// Stress: time.Sleep in many tasks at once. 1,000 tasks each sleep 5 times for pseudo-random
// durations of 0 to 2 ms, and check every time that at least the requested time passed on the
// monotonic clock (Sleep's promise; how much longer is up to the machine and is not looked at).
// Meanwhile two other tasks keep passing 100,000 values back and forth: sleeping parks a task,
// not its carrier thread, so the exchange goes on while everybody sleeps. SO_STRESS_SCALE=k
// divides the number of sleepers by k.
#include <stdio.h>
#include <stdlib.h>

#include "so/conc/conc.h"
#include "so/sync/atomic/atomic.h"
#include "so/time/time.h"

#define SLEEPS 5
#define VALUES 100000

static atomic_Int64 too_short, slept;
static conc_Chan ping, pong;

static void *sleeper(void *arg) {
    uint64_t x = (uint64_t)(intptr_t)arg * 0x9E3779B97F4A7C15ull + 1;
    for (int i = 0; i < SLEEPS; i++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        int64_t d = (int64_t)(x >> 33) % 2000001; // 0 .. 2 ms
        int64_t t0 = time_Nanotime();
        time_Sleep(d);
        if (time_Nanotime() - t0 < d)
            atomic_Int64_Add(&too_short, 1);
        atomic_Int64_Add(&slept, 1);
    }
    return NULL;
}

static void *echo(void *arg) {
    (void)arg;
    int64_t v;
    while (conc_Chan_Recv(ping, &v)) {
        v++;
        conc_Chan_Send(pong, &v);
    }
    return NULL;
}

int main(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    int64_t scale = s ? atol(s) : 1;
    int64_t n = 1000 / (scale < 1 ? 1 : scale);
    ping = conc_NewChanOf(int64_t, mem_System(), 0);
    pong = conc_NewChanOf(int64_t, mem_System(), 0);
    conc_Thread e = conc_Go(echo, NULL);
    conc_Thread *ts = calloc((size_t)n, sizeof *ts);
    for (int64_t i = 0; i < n; i++)
        ts[i] = conc_Go(sleeper, (void *)(intptr_t)i);
    int64_t sum = 0;
    for (int64_t i = 0; i < VALUES; i++) {
        int64_t v = i;
        conc_Chan_Send(ping, &v);
        conc_Chan_Recv(pong, &v);
        sum += v;
    }
    conc_Chan_Close(ping);
    conc_Thread_Wait(e);
    for (int64_t i = 0; i < n; i++)
        conc_Thread_Wait(ts[i]);
    free(ts);
    int64_t bad = atomic_Int64_Load(&too_short);
    if (bad != 0 || atomic_Int64_Load(&slept) != n * SLEEPS ||
        sum != (int64_t)VALUES * (VALUES + 1) / 2) {
        printf("FAIL: %lld sleeps returned early, %lld of %lld done, sum %lld\n", (long long)bad,
               (long long)atomic_Int64_Load(&slept), (long long)(n * SLEEPS), (long long)sum);
        return 1;
    }
    printf("ok: every sleep lasted at least what was asked; %d values passed meanwhile\n", VALUES);
    return 0;
}
