//! Threads: `conc_Go`/`conc_GoWith` start a task (see `crate::sched`), or with
//! `ThreadOptions.OSThread` a dedicated OS thread. The handle points at the join record: a task
//! itself, or (tagged with bit 0) the record of an OS thread. `Wait` parks the caller (task or
//! thread) until the record says done; whichever of the ended party and the handle lets go last
//! releases the record.

use crate::abi::*;
use crate::panic::so_panic;
use crate::prim::{Futex, Ordering::SeqCst, Sched};
use crate::sched::{self, Join, JOIN_DONE, JOIN_RUNNING};
use std::ffi::c_void;

/// A pointer the caller keeps alive; carried across the thread boundary as a plain address.
#[derive(Clone, Copy)]
struct Addr(usize);

/// A requested stack size rounded up to what the system accepts: at least PTHREAD_STACK_MIN and a
/// whole number of pages (glibc would otherwise round it down when it maps the stack).
fn round_stack(size: u64) -> usize {
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) }.max(4096) as u64;
    let size = size.max(libc::PTHREAD_STACK_MIN as u64);
    size.div_ceil(page)
        .saturating_mul(page)
        .min(usize::MAX as u64) as usize
}

/// Starts an OS thread running `body`; the thread runs the builtins' per-thread set-up first.
pub(crate) fn spawn_os(
    stack_size: i64,
    body: impl FnOnce() + Send + 'static,
) -> Result<(), std::io::Error> {
    let mut b = std::thread::Builder::new();
    if stack_size > 0 {
        b = b.stack_size(round_stack(stack_size as u64));
    }
    b.spawn(move || {
        // SAFETY: once at the start of the thread, as the builtins ask.
        unsafe { crate::sched::thread_signal_init() };
        body()
    })
    .map(drop)
}

fn nil_entry() -> ! {
    so_panic("runtime error: invalid memory address or nil pointer dereference")
}

/// `SO_OSTHREADS=1` in the environment: every `conc_Go` starts a dedicated OS thread, as
/// `ThreadOptions.OSThread` does, for C code that assumes one OS thread per `conc_Go` (its
/// `__thread` variables, its thread identity), which tasks sharing carriers do not give.
fn os_threads_forced() -> bool {
    static FORCED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FORCED.get_or_init(|| std::env::var("SO_OSTHREADS").is_ok_and(|v| v == "1"))
}

fn go(entry: conc_ThreadFunc, arg: *mut c_void, opts: conc_ThreadOptions) -> conc_Thread {
    let Some(entry) = entry else { nil_entry() };
    if opts.OSThread || os_threads_forced() {
        let join: &'static Join = Box::leak(Box::new(Join::default()));
        join.refs.store(2, SeqCst);
        let arg = Addr(arg as usize);
        let j = Addr(join as *const Join as usize);
        let body = move || {
            let (arg, j) = (arg, j);
            // SAFETY: the C entry point with the argument its caller handed us.
            let (r, tab) =
                crate::panic::abort_on_panic(|| unsafe { sched::run_c_entry(entry, arg.0) });
            // SAFETY: the record lives until both references are dropped.
            let join = unsafe { &*(j.0 as *const Join) };
            join.result_tab.store(tab, SeqCst);
            finish_os(join, r);
        };
        if spawn_os(opts.StackSize, body).is_err() {
            so_panic("conc: cannot start thread");
        }
        return conc_Thread {
            handle: (join as *const Join as usize | 1) as *mut c_void,
        };
    }
    match sched::spawn(sched::Body::C(entry, arg as usize), opts.StackSize) {
        Some(t) => conc_Thread { handle: t.cast() },
        None => so_panic("conc: cannot start thread"),
    }
}

fn finish_os(join: &Join, r: usize) {
    let _in = crate::san::enter();
    // For ThreadSanitizer (see `san`): the thread's end happens before Wait returns (as a
    // task's, in `sched::finish`).
    crate::san::release(&join.state);
    join.result.store(r, SeqCst);
    join.state.store(JOIN_DONE, SeqCst);
    Sched::wake(&join.state, i32::MAX);
    release_os(join);
}

fn release_os(join: &Join) {
    if join.refs.fetch_sub(1, SeqCst) == 1 {
        // SAFETY: the last reference to a record made by Box::leak.
        drop(unsafe { Box::from_raw(join as *const Join as *mut Join) });
    }
}

#[no_mangle]
pub extern "C" fn conc_Go(entry: conc_ThreadFunc, arg: *mut c_void) -> conc_Thread {
    let _in = crate::san::enter();
    go(entry, arg, conc_ThreadOptions::default())
}

#[no_mangle]
pub extern "C" fn conc_GoWith(
    entry: conc_ThreadFunc,
    arg: *mut c_void,
    opts: conc_ThreadOptions,
) -> conc_Thread {
    let _in = crate::san::enter();
    go(entry, arg, opts)
}

/// The join record behind a handle, and whether it is an OS thread's.
fn record(t: conc_Thread) -> (&'static Join, bool) {
    let h = t.handle as usize;
    if h & 1 == 1 {
        // SAFETY: a live OS-thread record (the handle holds a reference).
        (unsafe { &*((h & !1) as *const Join) }, true)
    } else {
        // SAFETY: a live task (the handle holds a reference).
        (unsafe { &(*(h as *const sched::Task)).join }, false)
    }
}

fn release(t: conc_Thread, join: &Join, os: bool) {
    if os {
        release_os(join)
    } else {
        // SAFETY: the handle's reference, dropped once (Wait or Detach).
        unsafe { sched::release_task(t.handle.cast()) }
    }
}

#[no_mangle]
pub unsafe extern "C" fn conc_Thread_Wait(t: conc_Thread) -> *mut c_void {
    conc_Thread_WaitTyped(t).Result
}

/// `conc_Thread_Wait` that also gives the result's itab (see `sched::run_c_entry`).
#[no_mangle]
pub unsafe extern "C" fn conc_Thread_WaitTyped(t: conc_Thread) -> conc_ThreadResult {
    let _in = crate::san::enter();
    let (join, os) = record(t);
    while join.state.load(SeqCst) == JOIN_RUNNING {
        Sched::wait(&join.state, JOIN_RUNNING, None);
    }
    crate::san::acquire(&join.state);
    let r = conc_ThreadResult {
        Result: join.result.load(SeqCst) as *mut c_void,
        Tab: join.result_tab.load(SeqCst) as *mut c_void,
    };
    release(t, join, os);
    r
}

#[no_mangle]
pub unsafe extern "C" fn conc_Thread_Detach(t: conc_Thread) {
    let _in = crate::san::enter();
    let (join, os) = record(t);
    release(t, join, os);
}

/// See `conc.h`: a task in a blocking call lets the others run elsewhere.
#[no_mangle]
pub extern "C" fn conc_BlockingBegin() {
    let _in = crate::san::enter();
    sched::blocking_begin()
}

#[no_mangle]
pub extern "C" fn conc_BlockingEnd() {
    let _in = crate::san::enter();
    sched::blocking_end()
}
