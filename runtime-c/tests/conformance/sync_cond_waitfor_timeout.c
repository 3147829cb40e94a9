// sync.Cond.WaitFor returns true when the time runs out, after at least that long, and holds
// the mutex again on return. A zero or negative limit times out at once.
#include <stdio.h>
#include <time.h>

#include "so/sync/sync.h"

static int64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static const char *str(bool b) { return b ? "true" : "false"; }

int main(void) {
    sync_Mutex mu = {0};
    sync_Cond c;
    sync_Cond_Init(&c, &mu);

    sync_Mutex_Lock(&mu);
    int64_t limit = 30 * 1000000; // 30 ms
    int64_t start = now_ns();
    bool timed_out = sync_Cond_WaitFor(&c, limit);
    int64_t elapsed = now_ns() - start;
    printf("WaitFor(30ms) with nobody signalling: %s\n", str(timed_out));
    printf("waited at least 30ms: %s\n", str(elapsed >= limit));
    printf("mutex held on return (TryLock fails): %s\n", str(!sync_Mutex_TryLock(&mu)));

    printf("WaitFor(0): %s\n", str(sync_Cond_WaitFor(&c, 0)));
    printf("mutex held on return (TryLock fails): %s\n", str(!sync_Mutex_TryLock(&mu)));
    printf("WaitFor(-1): %s\n", str(sync_Cond_WaitFor(&c, -1)));
    printf("mutex held on return (TryLock fails): %s\n", str(!sync_Mutex_TryLock(&mu)));
    sync_Mutex_Unlock(&mu);
    printf("after Unlock, TryLock: %s\n", str(sync_Mutex_TryLock(&mu)));
    sync_Mutex_Unlock(&mu);
    return 0;
}
