// Internal helpers shared by the C implementations of the so/... packages.
// Not part of the public ABI: generated code never includes this file.
#ifndef SO_INTERNAL_RT_H
#define SO_INTERNAL_RT_H

#include <errno.h>
#include <limits.h>
#include <linux/futex.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

// Prints "panic: <msg>" to stderr and exits with status 2, like every other So panic.
// Defined by the builtins (runtime-c/builtin), which every So program links.
_Noreturn void so_panic(const char *msg);

// so_spin_hint tells the CPU we are in a spin-wait loop.
static inline void so_spin_hint(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

// so_futex_wait sleeps while *addr == expected, at most timeout_ns nanoseconds when
// timeout_ns >= 0 (forever when negative). Returns 0 when woken (or spuriously), ETIMEDOUT
// on timeout, EAGAIN when *addr != expected at the time of the call.
static inline int so_futex_wait(uint32_t *addr, uint32_t expected, int64_t timeout_ns) {
    struct timespec ts, *tsp = NULL;
    if (timeout_ns >= 0) {
        ts.tv_sec = (time_t)(timeout_ns / 1000000000);
        ts.tv_nsec = (long)(timeout_ns % 1000000000);
        tsp = &ts;
    }
    long r = syscall(SYS_futex, addr, FUTEX_WAIT_PRIVATE, expected, tsp, NULL, 0);
    return r == 0 ? 0 : errno;
}

// so_futex_wake wakes at most n threads sleeping on addr; returns how many it woke.
static inline int so_futex_wake(uint32_t *addr, int n) {
    return (int)syscall(SYS_futex, addr, FUTEX_WAKE_PRIVATE, n, NULL, NULL, 0);
}

// so_futex_cmp_requeue checks that *addr == expected, then wakes at most nwake threads sleeping
// on addr and moves at most nrequeue of the others to sleep on addr2 instead. Returns how many
// it woke plus moved, or -1 when *addr != expected (nothing was done).
static inline int so_futex_cmp_requeue(uint32_t *addr, uint32_t expected, int nwake,
                                       uint32_t *addr2, int nrequeue) {
    long r = syscall(SYS_futex, addr, FUTEX_CMP_REQUEUE_PRIVATE, nwake,
                     (void *)(uintptr_t)nrequeue, addr2, expected);
    return r < 0 ? -1 : (int)r;
}

// so_now_ns is a monotonic clock reading in nanoseconds.
static inline int64_t so_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

#endif
