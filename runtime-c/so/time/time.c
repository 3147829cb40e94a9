//go:build ignore
// time.c - the clock and sleeping (see time.h). In a task, Sleep parks the task on a timer of
// the scheduler (the carrier runs other tasks meanwhile); on an OS thread it sleeps in the kernel.
#include "so/time/time.h"

#include <errno.h>
#include <time.h>

#include "so/internal/rt.h"
#include "so/internal/sched.h"

void time_Sleep(int64_t d) {
    if (d <= 0)
        return;
    int64_t now = so_now_ns();
    so_sleep_until(d > INT64_MAX - now ? INT64_MAX : now + d);
}

int64_t time_Nanotime(void) {
    return so_now_ns();
}

int64_t time_UnixNano(void) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}
