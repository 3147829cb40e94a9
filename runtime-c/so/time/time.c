//go:build ignore
// time.c - the clock and sleeping (see time.h).

#include "so/time/time.h"

#include <errno.h>
#include <time.h>

void time_Sleep(int64_t d) {
    if (d <= 0)
        return;
    struct timespec ts = {.tv_sec = d / 1000000000, .tv_nsec = d % 1000000000};
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
    }
}

int64_t time_Nanotime(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

int64_t time_UnixNano(void) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}
