// A task that overflows its stack runs into the guard region below it, never into other memory.
// The task learns its stack from the builtins' task-local state (so_task_local_switch, the
// contract the builtins' overflow handler relies on) and from pthread_getattr_np, checks that
// both agree and that it runs inside that stack, installs a SIGSEGV handler on an alternate
// stack, and recurses without bound. The handler checks that the faulting address lies in the
// task's guard region and exits with status 2. (Once the builtins report overflows themselves,
// a task without its own handler dies with "fatal error: stack overflow"; this scenario installs
// its own handler so that it checks the guard itself either way.)
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtin/builtin.h"
#include "so/conc/conc.h"

static so_TaskLocal mine;

static void say(const char *s) {
    if (write(2, s, strlen(s)) < 0)
        _exit(3);
}

static void on_segv(int sig, siginfo_t *si, void *ctx) {
    (void)sig;
    (void)ctx;
    uintptr_t a = (uintptr_t)si->si_addr;
    if (a >= mine.guard_lo && a < mine.guard_hi)
        say("fault in the task's guard region: stack overflow caught\n");
    else
        say("fault OUTSIDE the guard region\n");
    _exit(2);
}

static volatile int limit = 1 << 30; // far more frames than any stack holds

static int depth(int n) {
    volatile char pad[512];
    memset((char *)pad, n & 0xff, sizeof pad);
    if (n >= limit)
        return pad[0];
    return depth(n + 1) + pad[n % 512];
}

static void *overflow(void *arg) {
    (void)arg;
    so_TaskLocal scratch = {0};
    so_task_local_switch(&mine, &scratch); // read the running task's state...
    so_task_local_switch(&scratch, &mine); // ...and put it back
    // The frame's address, not a local's: under ASan's detect_stack_use_after_return (on by
    // default) locals live on a fake stack elsewhere.
    uintptr_t sp = (uintptr_t)__builtin_frame_address(0);
    printf("task stack known: %s\n", mine.stack_lo < mine.stack_hi ? "yes" : "no");
    printf("running inside it: %s\n", sp >= mine.stack_lo && sp < mine.stack_hi ? "yes" : "no");
    printf("guard right below it: %s\n",
           mine.guard_hi == mine.stack_lo && mine.guard_lo < mine.guard_hi ? "yes" : "no");
    pthread_attr_t attr;
    void *addr = NULL;
    size_t size = 0, guard = 0;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        pthread_attr_getstack(&attr, &addr, &size);
        pthread_attr_getguardsize(&attr, &guard);
        pthread_attr_destroy(&attr);
    }
    printf("pthread_getattr_np agrees: %s\n",
           (uintptr_t)addr == mine.stack_lo && (uintptr_t)addr + size == mine.stack_hi &&
                   guard == mine.guard_hi - mine.guard_lo
               ? "yes"
               : "no");
    fflush(stdout);
    static char alt[64 * 1024];
    stack_t ss = {.ss_sp = alt, .ss_size = sizeof alt, .ss_flags = 0};
    sigaltstack(&ss, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigaction(SIGSEGV, &sa, NULL);
    return (void *)(intptr_t)depth(0);
}

int main(void) {
    conc_Thread t = conc_Go(overflow, NULL);
    conc_Thread_Wait(t);
    printf("not reached\n");
    return 0;
}
