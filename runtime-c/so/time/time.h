// Package so/time: the clock and sleeping, as the runtime provides them.
//
// ABI contract shared by the C runtime (runtime-c/so/time/time.c) and the Rust reference runtime
// (runtime-rs): same symbols, same behaviour. Durations are int64 nanoseconds (Go's
// time.Duration).
#ifndef SO_TIME_H
#define SO_TIME_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// Sleep pauses the calling task (or thread) for at least d nanoseconds; d <= 0 returns at once.
// Other tasks keep running meanwhile.
void time_Sleep(int64_t d);
// Nanotime is a monotonic clock in nanoseconds from an arbitrary origin (for Since and timers).
int64_t time_Nanotime(void);
// UnixNano is the wall clock: nanoseconds since 1970-01-01 UTC.
int64_t time_UnixNano(void);

#ifdef __cplusplus
}
#endif

#endif // SO_TIME_H
