// A task that recurses without end runs into the guard region below its stack: the program must
// print Go's "fatal error: stack overflow" and exit with status 2, never corrupt memory or die
// of a plain SIGSEGV. What was printed before is still on stdout.
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
    printf("the task recurses\n");
    fflush(stdout);
    printf("depth %lld\n", (long long)depth(0));
    return NULL;
}

int main(void) {
    printf("main starts a task\n");
    conc_Thread_Wait(conc_Go(deep, NULL));
    printf("unreachable\n");
    return 0;
}
