// A dedicated OS thread (conc_GoWith with OSThread) that recurses without end runs into the
// guard page of its own pthread stack: reported as "fatal error: stack overflow", status 2.
#include <stdio.h>

#include "so/conc/conc.h"

static volatile int64_t never = -1; // depth() stops there, that is, never

static int64_t depth(volatile int64_t n) {
    volatile char frame[512];
    frame[n % 512] = (char)n;
    if (n == never)
        return 0;
    return depth(n + 1) + frame[(n + 1) % 512]; // not a tail call
}

static void *deep(void *arg) {
    (void)arg;
    printf("the thread recurses\n");
    fflush(stdout);
    printf("depth %lld\n", (long long)depth(0));
    return NULL;
}

int main(void) {
    conc_Thread_Wait(conc_GoWith(deep, NULL, (conc_ThreadOptions){.OSThread = true}));
    printf("unreachable\n");
    return 0;
}
