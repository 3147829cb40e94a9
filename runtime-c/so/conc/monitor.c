//go:build ignore
// The monitor: one OS thread that watches the carriers (Go's sysmon).
//
// Tasks are not preempted, so a carrier that is stuck in one task (a system call, a long C
// computation) would hold up the tasks queued behind it. Every carrier counts its switches in
// `tick`; the monitor samples the ticks and, when a carrier has run the same task for
//   - SO_MON_BLOCKING (20 µs) inside conc_BlockingBegin/End (the runtime's own long calls, and
//     C code that marks its calls),
//   - SO_MON_SLEEPING (1 ms) with its thread asleep in the kernel (an unmarked blocking call:
//     the thread's state in /proc/self/task/<tid>/stat is S or D), or
//   - SO_MON_RUNNING (100 ms) with its thread running (a long computation: more carriers than
//     CPUs only help when tasks would otherwise wait that long, for instance behind a task that
//     busy-waits for one of them),
// and other tasks are waiting to run, it gives that carrier's place to another carrier (an idle
// one, or a new thread), which steals the waiting tasks (so_revoke). The stuck carrier finishes
// its call; at its next scheduling point it takes a place back if one is free, or else goes
// idle. The number of carriers running tasks stays at most GOMAXPROCS, not counting those
// stuck in a call.
//
// It also fires timers that are due while every carrier is busy (idle carriers sleep until the
// next timer themselves). It polls every 20 µs while it finds something to do, doubling the
// interval after 50 quiet rounds up to 10 ms, and sleeps without a timeout while every carrier
// is idle: an idle program uses no CPU.
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "so/conc/sched_impl.h"

#define SO_MON_MIN ((int64_t)20 * 1000)
#define SO_MON_MAX ((int64_t)10 * 1000 * 1000)
#define SO_MON_BLOCKING ((int64_t)20 * 1000)
#define SO_MON_SLEEPING ((int64_t)1000 * 1000)
#define SO_MON_RUNNING ((int64_t)100 * 1000 * 1000)
#define SO_MON_TIMER_LATE ((int64_t)1000 * 1000)

void so_monitor_kick(void) {
    if (__atomic_load_n(&so_S.mon_sleeping, __ATOMIC_SEQ_CST)) {
        __atomic_add_fetch(&so_S.mon_word, 1, __ATOMIC_SEQ_CST);
        so_futex_wake(&so_S.mon_word, 1);
    }
}

// Whether the thread tid is asleep in the kernel (state S or D), from /proc.
static bool so_thread_sleeping(int32_t tid) {
    char path[64], buf[512];
    snprintf(path, sizeof path, "/proc/self/task/%d/stat", tid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0)
        return false;
    buf[n] = 0;
    const char *p = strrchr(buf, ')'); // the name may contain anything but ends before this
    return p != NULL && p[1] == ' ' && (p[2] == 'S' || p[2] == 'D');
}

static bool so_all_idle(void) {
    return __atomic_load_n(&so_S.nidle, __ATOMIC_SEQ_CST) ==
           __atomic_load_n(&so_S.ncarriers, __ATOMIC_SEQ_CST);
}

void *so_monitor_main(void *arg) {
    (void)arg;
    int64_t delay = SO_MON_MIN;
    int quiet = 0;
    for (;;) {
        if (quiet > 50 && delay < SO_MON_MAX)
            delay = delay * 2 < SO_MON_MAX ? delay * 2 : SO_MON_MAX;
        int64_t sleep = delay;
        int64_t next = so_timers_next();
        if (next != INT64_MAX && __atomic_load_n(&so_S.nidle, __ATOMIC_RELAXED) == 0) {
            int64_t left = next - so_now_ns();
            if (left < sleep)
                sleep = left > SO_MON_MIN ? left : SO_MON_MIN;
        }
        uint32_t w = __atomic_load_n(&so_S.mon_word, __ATOMIC_SEQ_CST);
        so_futex_wait(&so_S.mon_word, w, sleep);

        if (so_all_idle()) {
            // Sleep until a carrier leaves the idle list (it calls so_monitor_kick after it
            // decremented nidle; we announce ourselves before we look again).
            w = __atomic_load_n(&so_S.mon_word, __ATOMIC_SEQ_CST);
            __atomic_store_n(&so_S.mon_sleeping, 1, __ATOMIC_SEQ_CST);
            if (so_all_idle())
                so_futex_wait(&so_S.mon_word, w, -1);
            __atomic_store_n(&so_S.mon_sleeping, 0, __ATOMIC_SEQ_CST);
            delay = SO_MON_MIN;
            quiet = 0;
            continue;
        }

        int64_t now = so_now_ns();
        bool acted = false;
        next = so_timers_next();
        if (next != INT64_MAX && next <= now &&
            (__atomic_load_n(&so_S.nidle, __ATOMIC_RELAXED) == 0 || now - next > SO_MON_TIMER_LATE))
            acted |= so_timers_run(now);

        int32_t n = __atomic_load_n(&so_S.ncarriers, __ATOMIC_ACQUIRE);
        for (int32_t i = 0; i < n; i++) {
            so_carrier *c = so_S.carriers[i];
            uint32_t tick = __atomic_load_n(&c->tick, __ATOMIC_RELAXED);
            if (__atomic_load_n(&c->idle, __ATOMIC_RELAXED) || tick != c->mon_tick) {
                c->mon_tick = tick;
                c->mon_since = now;
                continue;
            }
            if (__atomic_load_n(&c->revoked, __ATOMIC_RELAXED))
                continue;
            int64_t stuck = now - c->mon_since;
            bool marked = __atomic_load_n(&c->blocking, __ATOMIC_RELAXED);
            if (stuck < (marked ? SO_MON_BLOCKING : SO_MON_SLEEPING))
                continue;
            // Work waits if this carrier's queue holds some, or if some queue does (perhaps
            // that of a carrier stuck earlier) and no carrier is looking for it.
            bool waiting = so_carrier_has_work(c) ||
                           (__atomic_load_n(&so_S.nspinning, __ATOMIC_SEQ_CST) == 0 &&
                            so_work_visible());
            if (!waiting)
                continue;
            if (!marked && stuck < SO_MON_RUNNING) {
                // Unmarked: is the thread blocked in the kernel? (Looked at once a millisecond.)
                if (now - c->mon_checked < SO_MON_SLEEPING)
                    continue;
                c->mon_checked = now;
                int32_t tid = __atomic_load_n(&c->tid, __ATOMIC_ACQUIRE);
                if (tid == 0 || !so_thread_sleeping(tid))
                    continue;
            }
            so_revoke(c);
            acted = true;
        }
        if (acted) {
            quiet = 0;
            delay = SO_MON_MIN;
        } else {
            quiet++;
        }
    }
    return NULL;
}
