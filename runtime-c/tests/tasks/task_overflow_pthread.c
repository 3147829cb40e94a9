// A thread that C code starts with pthread_create (not a task, not a thread of the runtime)
// recurses without end into the guard page of its pthread stack: reported as "fatal error:
// stack overflow", exit status 2, like an overflow in a task. The thread never called anything
// of the runtime; it gets its alternate signal stack from the builtins' pthread_create.
#include <pthread.h>
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

static void *deep(void *arg) {
    (void)arg;
    printf("the thread recurses\n");
    fflush(stdout);
    printf("depth %lld\n", (long long)depth(0));
    return NULL;
}

int main(void) {
    pthread_t th;
    if (pthread_create(&th, NULL, deep, NULL) != 0) {
        printf("pthread_create failed\n");
        return 1;
    }
    pthread_join(th, NULL);
    printf("unreachable\n");
    return 0;
}
