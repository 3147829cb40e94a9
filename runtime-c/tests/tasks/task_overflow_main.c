// main, once it runs as a task (after it started one), recurses without end on the main
// thread's stack: the fault below that stack is reported as "fatal error: stack overflow", exit
// status 2, whichever carrier thread main runs on by then.
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

static void *hello(void *arg) {
    return arg;
}

int main(void) {
    int x = 5;
    printf("task returned %d\n", *(int *)conc_Thread_Wait(conc_Go(hello, &x)));
    fflush(stdout);
    printf("depth %lld\n", (long long)depth(0));
    return 0;
}
