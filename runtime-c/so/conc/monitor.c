// The monitor: one OS thread that watches the carriers (Go's sysmon).
//
// Tasks are not preempted, so a carrier that is stuck in one task (a system call, a long C
// computation) would hold up the tasks queued behind it. Every carrier counts its switches in
// `tick`; the monitor samples the ticks and, when a carrier has been in the same task for
//   - SO_MON_BLOCKING (20 µs) inside conc_BlockingBegin/End (the runtime's own blocking calls,
//     and C code that marks its calls), or
//   - SO_MON_STUCK (10 ms) otherwise (an unmarked blocking call or a long computation),
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
#include "so/conc/sched_impl.h"

#define SO_MON_MIN ((int64_t)20 * 1000)
#define SO_MON_MAX ((int64_t)10 * 1000 * 1000)
#define SO_MON_BLOCKING ((int64_t)20 * 1000)
#define SO_MON_STUCK ((int64_t)10 * 1000 * 1000)
#define SO_MON_TIMER_LATE ((int64_t)1000 * 1000)

void so_monitor_kick(void) {
    if (__atomic_load_n(&so_S.mon_sleeping, __ATOMIC_SEQ_CST)) {
        __atomic_add_fetch(&so_S.mon_word, 1, __ATOMIC_SEQ_CST);
        so_futex_wake(&so_S.mon_word, 1);
    }
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
            int64_t limit =
                __atomic_load_n(&c->blocking, __ATOMIC_RELAXED) ? SO_MON_BLOCKING : SO_MON_STUCK;
            if (now - c->mon_since < limit)
                continue;
            // Work waits if this carrier's queue holds some, or if some queue does (perhaps
            // that of a carrier stuck earlier) and no carrier is looking for it.
            bool waiting = so_carrier_has_work(c) ||
                           (__atomic_load_n(&so_S.nspinning, __ATOMIC_SEQ_CST) == 0 &&
                            so_work_visible());
            if (!waiting)
                continue;
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
