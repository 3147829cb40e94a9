// Go starts a thread; Wait returns the pointer its entry returned. Several threads at once, each
// with its own argument.
#include <stdio.h>

#include "so/conc/conc.h"

typedef struct {
    int64_t from, to, sum;
} job;

static void *sum_range(void *arg) {
    job *j = arg;
    for (int64_t i = j->from; i < j->to; i++)
        j->sum += i;
    return &j->sum;
}

static void *returns_null(void *arg) {
    (void)arg;
    return NULL;
}

int main(void) {
    job jobs[4];
    conc_Thread ts[4];
    for (int i = 0; i < 4; i++) {
        jobs[i] = (job){i * 1000, (i + 1) * 1000, 0};
        ts[i] = conc_Go(sum_range, &jobs[i]);
    }
    int64_t total = 0;
    for (int i = 0; i < 4; i++) {
        int64_t *r = conc_Thread_Wait(ts[i]);
        printf("thread %d: result is its own sum: %s, sum=%lld\n", i,
               r == &jobs[i].sum ? "yes" : "no", (long long)*r);
        total += *r;
    }
    printf("total=%lld\n", (long long)total);
    conc_Thread t = conc_Go(returns_null, NULL);
    printf("null result: %s\n", conc_Thread_Wait(t) == NULL ? "yes" : "no");
    return 0;
}
