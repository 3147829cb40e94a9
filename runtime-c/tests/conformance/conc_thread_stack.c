// GoWith runs the thread on a stack of at least the requested size: a thread asking for 64 MiB
// uses 40 MiB of locals (far beyond the usual 8 MiB default, so an ignored request crashes),
// and the stack the system reports is at least what was asked for. Tiny, odd and zero requests
// still work (rounded up to what the system accepts / the default).
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "so/conc/conc.h"

#define BIG (40 << 20)

static void *use_big_stack(void *arg) {
    volatile char buf[BIG];
    memset((char *)buf, 1, sizeof buf);
    int64_t sum = 0;
    for (int i = 0; i < BIG; i += 4096)
        sum += buf[i];
    *(int64_t *)arg = sum;
    return arg;
}

// Reports whether the running thread's stack is at least *(int64_t *)arg bytes.
static void *stack_at_least(void *arg) {
    int64_t want = *(int64_t *)arg;
    pthread_attr_t attr;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        pthread_attr_getstacksize(&attr, &size);
        pthread_attr_destroy(&attr);
    }
    char buf[1024];
    memset(buf, 2, sizeof buf);
    return (int64_t)size >= want && buf[1000] == 2 ? "yes" : "no";
}

int main(void) {
    int64_t sum = 0;
    conc_Thread t = conc_GoWith(use_big_stack, &sum, (conc_ThreadOptions){.StackSize = 64 << 20});
    conc_Thread_Wait(t);
    printf("64 MiB stack: touched %lld pages\n", (long long)sum);
    int64_t sizes[] = {64 << 20, 1, 100001, 3 << 20};
    for (int i = 0; i < 4; i++) {
        t = conc_GoWith(stack_at_least, &sizes[i], (conc_ThreadOptions){.StackSize = sizes[i]});
        printf("request %lld: stack at least that big: %s\n", (long long)sizes[i],
               (const char *)conc_Thread_Wait(t));
    }
    int64_t zero = 0;
    t = conc_GoWith(stack_at_least, &zero, (conc_ThreadOptions){0});
    printf("default: ran: %s\n", (const char *)conc_Thread_Wait(t));
    return 0;
}
