// A program that never starts a task (so never starts the scheduler) recurses without end in
// main, on the main thread's own stack: the fault below the stack's rlimit is reported as
// "fatal error: stack overflow", exit status 2. The set-up for this ran before main.
#include <stdint.h>
#include <stdio.h>

static volatile int64_t never = -1; // depth() stops there, that is, never

static int64_t depth(volatile int64_t n) {
    volatile char frame[512];
    frame[n % 512] = (char)n;
    if (n == never)
        return 0;
    return depth(n + 1) + frame[(n + 1) % 512]; // not a tail call
}

int main(void) {
    printf("main recurses\n");
    fflush(stdout);
    printf("depth %lld\n", (long long)depth(0));
    return 0;
}
