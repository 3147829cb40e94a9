//! The monitor: one thread outside the procs (the main OS thread once `main` is a task) that
//!
//! - fires timers: a task parked with a deadline (Sleep, a timed channel operation, WaitFor) is
//!   unparked when its deadline passes and re-checks its own state;
//! - hands procs on: a carrier that has run the same task since the last look while tasks wait
//!   in its proc's queues, and that is blocked (inside BlockingBegin/End, or its thread is
//!   asleep in the kernel, per `/proc/self/task/<tid>/stat`; a thread the system merely
//!   preempted is runnable, not asleep) or has been at it for [`LONG_RUN`], loses
//!   its proc to a spare carrier, so the waiting tasks run; the stuck task
//!   goes on without a proc until it next enters the scheduler, and its carrier then becomes a
//!   spare (Go's hand-off of a P in a system call);
//! - detects deadlock: nothing runs, nothing is queued, no timer is pending, tasks exist, and
//!   every thread of the process is a runtime thread (or ThreadSanitizer's background thread) or
//!   a plain thread parked without a deadline in the runtime (a thread doing anything else might
//!   still wake someone), twice in a row with nothing made runnable in between: Go's message,
//!   status 2.
//!
//! It looks every [`BUSY_TICK`] while some carrier runs a task, every [`IDLE_TICK`] otherwise,
//! and sooner when a timer is due.

use super::{hand_off, sched, work_anywhere, CarrierPtr, ParkerRef, Sched};
use crate::prim::{futex_wait, futex_wake, AtomicU32, Ordering::SeqCst};
use crate::sync::RawMutex;
use std::cell::UnsafeCell;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, AtomicUsize};
use std::time::{Duration, Instant};

pub const BUSY_TICK: Duration = Duration::from_micros(100);
pub const IDLE_TICK: Duration = Duration::from_millis(10);
pub const LONG_RUN: Duration = Duration::from_millis(10);

/// Bumped whenever a task is made runnable or a thread is unparked: the monitor's "something
/// happened" for deadlock detection.
pub static EPOCH: AtomicU64 = AtomicU64::new(0);
/// Plain threads parked in the runtime with no deadline.
pub static PARKED_THREADS: AtomicUsize = AtomicUsize::new(0);
/// Threads the runtime owns besides the carriers (the monitor, an idle main thread).
pub static RUNTIME_THREADS: AtomicUsize = AtomicUsize::new(0);

pub type TimerKey = (Instant, u64);

pub struct Monitor {
    lock: RawMutex,
    timers: UnsafeCell<BTreeMap<TimerKey, ParkerRef>>,
    seq: AtomicU64,
    word: AtomicU32,
}
// SAFETY: the timers are only touched under the lock.
unsafe impl Sync for Monitor {}
unsafe impl Send for Monitor {}

impl Default for Monitor {
    fn default() -> Self {
        Self::new()
    }
}

impl Monitor {
    pub fn new() -> Self {
        Monitor {
            lock: RawMutex::new(),
            timers: UnsafeCell::new(BTreeMap::new()),
            seq: AtomicU64::new(0),
            word: AtomicU32::new(0),
        }
    }

    fn with<R>(&self, f: impl FnOnce(&mut BTreeMap<TimerKey, ParkerRef>) -> R) -> R {
        self.lock.lock();
        // SAFETY: locked.
        let r = f(unsafe { &mut *self.timers.get() });
        self.lock.unlock_held();
        r
    }

    /// Unparks `p` at `deadline` (unless removed first).
    pub fn add_timer(&self, deadline: Instant, p: ParkerRef) -> TimerKey {
        let key = (deadline, self.seq.fetch_add(1, SeqCst));
        let first = self.with(|t| {
            t.insert(key, p);
            t.keys().next() == Some(&key)
        });
        if first {
            self.poke();
        }
        key
    }

    pub fn remove_timer(&self, key: TimerKey) {
        self.with(|t| t.remove(&key));
    }

    /// Wakes the monitor to look now.
    pub fn poke(&self) {
        self.word.fetch_add(1, SeqCst);
        futex_wake(&self.word, 1);
    }

    /// Unparks every expired timer's party; the time until the next one.
    fn fire(&self) -> Option<Duration> {
        let now = Instant::now();
        self.with(|t| {
            while let Some((&k, &p)) = t.iter().next() {
                if k.0 > now {
                    return Some(k.0 - now);
                }
                t.remove(&k);
                // Under the lock: the parked party removes its timer under it too, so it is
                // still parked-or-returning and its parker is valid (parkers are type-stable).
                super::unpark(p);
            }
            None
        })
    }

    fn no_timers(&self) -> bool {
        self.with(|t| t.is_empty())
    }
}

pub fn spawn_thread(s: &'static Sched) {
    RUNTIME_THREADS.fetch_add(1, SeqCst);
    let r = std::thread::Builder::new()
        .name("so-monitor".into())
        .stack_size(256 * 1024)
        .spawn(move || {
            // The monitor is the library's code for good (see `san::enter`).
            std::mem::forget(crate::san::enter());
            crate::panic::abort_on_panic(|| run(s))
        });
    if r.is_err() {
        crate::panic::so_panic("conc: cannot start thread");
    }
}

struct Seen {
    switches: u64,
    since: Instant,
}

/// Whether a thread of this process is asleep in the kernel (state S or D).
fn thread_asleep(tid: u32) -> bool {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/self/task/{tid}/stat")) else {
        return false;
    };
    stat.rsplit_once(')')
        .and_then(|(_, rest)| rest.split_whitespace().next())
        .is_some_and(|st| st == "S" || st == "D")
}

fn process_threads() -> usize {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return usize::MAX;
    };
    // The command name may hold spaces; fields are counted after its closing parenthesis.
    let Some(rest) = stat.rsplit_once(')').map(|x| x.1) else {
        return usize::MAX;
    };
    // After ')': state is field 3; num_threads is field 20.
    rest.split_whitespace()
        .nth(17)
        .and_then(|f| f.parse().ok())
        .unwrap_or(usize::MAX)
}

/// The monitor loop (never returns).
pub fn run(s: &'static Sched) -> ! {
    if RUNTIME_THREADS.load(SeqCst) == 0 {
        RUNTIME_THREADS.store(1, SeqCst);
    }
    let mut seen: Vec<Option<Seen>> = Vec::new();
    let mut quiet_epoch: Option<u64> = None;
    loop {
        let word = s.monitor.word.load(SeqCst);
        let next_timer = s.monitor.fire();
        let now = Instant::now();
        s.carriers.lock();
        // SAFETY: locked; carriers live forever.
        let carriers: Vec<CarrierPtr> = unsafe { (*s.carrier_list.get()).clone() };
        s.carriers.unlock_held();
        let mut busy = false;
        for cp in carriers {
            // SAFETY: carriers live forever.
            let c = unsafe { &*cp.0 };
            if seen.len() <= c.id {
                seen.resize_with(c.id + 1, || None);
            }
            if c.current.load(SeqCst).is_null() {
                seen[c.id] = None;
                continue;
            }
            busy = true;
            let sw = c.switches.load(SeqCst);
            let last = match &seen[c.id] {
                Some(l) if l.switches == sw => l,
                _ => {
                    seen[c.id] = Some(Seen {
                        switches: sw,
                        since: now,
                    });
                    continue;
                }
            };
            let p = c.proc_.load(SeqCst);
            if p.is_null() {
                continue;
            }
            // SAFETY: procs live forever.
            let waiting = unsafe { &*p }.has_work() || !s.injector.is_empty();
            if !waiting {
                continue;
            }
            if s.idle.idle_count() > 0 {
                super::notify(s);
                continue;
            }
            let asleep = thread_asleep(c.tid.load(SeqCst));
            let long = now.duration_since(last.since) >= LONG_RUN;
            let blocking = c.blocking.load(SeqCst) > 0;
            if (asleep || long || blocking)
                && c.proc_
                    .compare_exchange(p, std::ptr::null_mut(), SeqCst, SeqCst)
                    .is_ok()
            {
                hand_off(s, p);
                seen[c.id] = None;
            }
        }
        // Deadlock: quiet now and at the previous look, with nothing made runnable between.
        let epoch = EPOCH.load(SeqCst);
        let quiet = !busy
            && s.live.load(SeqCst) > 0
            && !work_anywhere(s)
            && s.monitor.no_timers()
            && process_threads()
                == s.ncarriers.load(SeqCst)
                    + RUNTIME_THREADS.load(SeqCst)
                    + PARKED_THREADS.load(SeqCst)
                    + sanitizer_threads();
        if quiet {
            if quiet_epoch == Some(epoch) {
                deadlock();
            }
            quiet_epoch = Some(epoch);
        } else {
            quiet_epoch = None;
        }
        let mut tick = if busy { BUSY_TICK } else { IDLE_TICK };
        if quiet {
            tick = Duration::from_millis(1);
        }
        if let Some(t) = next_timer {
            tick = tick.min(t);
        }
        futex_wait(&s.monitor.word, word, Some(tick));
    }
}

/// Threads of a sanitizer's run-time library: ThreadSanitizer runs one in the background from
/// the program's first pthread_create on.
fn sanitizer_threads() -> usize {
    usize::from(crate::san::tsan_linked())
}

extern "C" {
    /// glibc's `stdout` stream.
    static mut stdout: *mut libc::FILE;
}

fn deadlock() -> ! {
    // The program ends from the library's code (see `san::leave_for_good`).
    crate::san::leave_for_good();
    let msg = b"fatal error: all goroutines are asleep - deadlock!\n";
    // SAFETY: flushing the program's stdout (no task is running), writing to stderr, exiting.
    unsafe {
        libc::fflush(stdout);
        libc::write(2, msg.as_ptr().cast(), msg.len());
        libc::_exit(2)
    }
}

#[allow(dead_code)]
fn _assert_sched_used() -> Option<&'static Sched> {
    sched()
}
