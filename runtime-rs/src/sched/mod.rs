//! The task scheduler: stackful tasks run M:N on carrier threads.
//!
//! - **Tasks** ([`Task`]) have their own guarded stack ([`stack`]) and are switched by saving
//!   the callee-saved registers ([`context`]). A task is cooperative: it runs until it parks,
//!   yields or ends. Task structs are recycled through a free list and never freed, so a late
//!   wakeup of a finished task is harmless (see [`parker`]).
//! - **Procs** (`GOMAXPROCS` of them, default one per online CPU) each own a run queue: a
//!   Chase-Lev deque (crossbeam-deque, the owner pushes and pops, others steal half) plus a
//!   *run-next* slot. A task woken by a running task goes into its waker's run-next slot, so a
//!   handoff (a channel send to a parked receiver) runs the receiver next on the same carrier
//!   with no system call. A guard stops two tasks handing off to each other from starving the
//!   rest: after [`RUNNEXT_LIMIT`] run-next picks in a row the local queue's head goes first.
//!   Tasks from outside any proc go to the global injector, which every proc also checks every
//!   [`GLOBAL_EVERY`] picks.
//! - **Carriers** are the OS threads; each normally holds one proc. A carrier with nothing to
//!   run steals, then registers as idle and sleeps on its futex word ([`idle`] has the
//!   protocol): no CPU is used while idle, and whoever makes work stealable wakes one idle
//!   carrier.
//! - **The monitor** ([`monitor`]) runs timers (Sleep, timeouts), hands the proc of a carrier
//!   stuck in a blocking call to a spare carrier (so the other tasks keep running), and detects
//!   a deadlock.
//! - **main** becomes a task on the first use of the scheduler from the main thread: its
//!   context is saved and resumed on a carrier, and the main OS thread runs the monitor.
//!
//! Everything that blocks (so/sync, so/conc, so/time) parks through [`park`] / [`unpark`] or the
//! address-keyed wait [`table`], which park a task by switching and a plain OS thread on a
//! futex.

pub mod context;
pub mod idle;
pub mod monitor;
pub mod parker;
pub mod stack;
pub mod table;

use crate::prim::{futex_wait, futex_wake, Ordering::*};
use crate::san;
use crossbeam_deque::{Injector, Steal, Stealer, Worker};
use parker::{TaskPark, ThreadParker, Unparked};
use stack::Stack;
use std::cell::{Cell, UnsafeCell};
use std::ffi::c_void;
use std::ptr;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU32, AtomicU64, AtomicUsize};
use std::sync::OnceLock;
use std::time::Instant;

/// Run-next picks in a row before the local queue's head is run instead.
pub const RUNNEXT_LIMIT: u32 = 16;
/// Every this many picks a proc takes from the global injector first (fairness for tasks
/// started or woken from outside).
pub const GLOBAL_EVERY: u32 = 61;

// ---- the builtins' task-local state ------------------------------------------------------

/// `so_TaskLocal` of `runtime-c/builtin/builtin.h`.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default)]
pub struct TaskLocal {
    pub defers: usize,
    pub stack_lo: usize,
    pub stack_hi: usize,
    pub guard_lo: usize,
    pub guard_hi: usize,
    /// The task's result stack (the builtins' `so_ResultStack *`), NULL until first used.
    pub results: usize,
}

#[cfg(not(test))]
extern "C" {
    fn so_task_local_switch(save: *mut TaskLocal, load: *const TaskLocal);
    fn so_task_local_end(tl: *mut TaskLocal);
    fn so_thread_signal_init();
    fn so_c_result_take() -> *const c_void;
}

/// The crate's unit tests link without the C builtins: these stand in for them.
#[cfg(test)]
mod builtins_stub {
    use super::TaskLocal;
    use std::cell::Cell;
    thread_local! { static TL: Cell<TaskLocal> = Cell::new(TaskLocal::default()); }
    pub unsafe fn so_task_local_switch(save: *mut TaskLocal, load: *const TaskLocal) {
        TL.with(|c| {
            *save = c.get();
            c.set(*load);
        })
    }
    pub unsafe fn so_thread_signal_init() {}
    pub unsafe fn so_task_local_end(_tl: *mut TaskLocal) {}
    pub unsafe fn so_c_result_take() -> *const std::ffi::c_void {
        std::ptr::null()
    }
}
#[cfg(test)]
use builtins_stub::{
    so_c_result_take, so_task_local_end, so_task_local_switch, so_thread_signal_init,
};

/// Calls a C thread entry and returns its result with the result's itab: non-zero when the
/// entry is So code that returned an interface value (the builtins' `so_c_result`), which
/// `conc_Thread_WaitTyped` gives back. A note nobody took before the call is dropped first.
///
/// # Safety
/// `f` must be callable with `arg`.
pub unsafe fn run_c_entry(
    f: unsafe extern "C" fn(*mut c_void) -> *mut c_void,
    arg: usize,
) -> (usize, usize) {
    so_c_result_take();
    let r = f(arg as *mut c_void) as usize;
    (r, so_c_result_take() as usize)
}

/// The builtins' per-thread set-up (an alternate signal stack, the thread's stack bounds).
///
/// # Safety
/// Once per thread, at its start.
pub unsafe fn thread_signal_init() {
    so_thread_signal_init()
}

// ---- tasks --------------------------------------------------------------------------------

/// What a task runs.
pub enum Body {
    C(unsafe extern "C" fn(*mut c_void) -> *mut c_void, usize),
    Rust(Box<dyn FnOnce() -> usize + Send>),
    None,
}

pub const JOIN_RUNNING: u32 = 0;
pub const JOIN_DONE: u32 = 1;

/// The join record of a task or OS thread: its result once done, and two references (the
/// running party and the handle) of which the last one releases it.
#[derive(Debug, Default)]
pub struct Join {
    pub state: AtomicU32,
    pub result: AtomicUsize,
    /// The result's itab (`run_c_entry`), 0 when the entry is not So code returning an `any`.
    pub result_tab: AtomicUsize,
    pub refs: AtomicU32,
}

pub struct Task {
    sp: UnsafeCell<usize>,
    pub park: TaskPark,
    tl: UnsafeCell<TaskLocal>,
    stack: Cell<Option<Stack>>,
    /// What the sanitizers know of the task's context.
    san: san::Ctx,
    body: UnsafeCell<Body>,
    pub join: Join,
    /// Two words of task-local storage for the runtime (the pool a worker belongs to).
    pub locals: [Cell<usize>; 2],
}

// SAFETY: a task's cells are only touched by the carrier running it or, while it is not
// running, by the one party the scheduling protocol hands it to.
unsafe impl Sync for Task {}
unsafe impl Send for Task {}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TaskPtr(pub *mut Task);
// SAFETY: tasks move between carriers by design.
unsafe impl Send for TaskPtr {}
unsafe impl Sync for TaskPtr {}

struct FreeTasks {
    lock: crate::sync::RawMutex,
    list: UnsafeCell<Vec<TaskPtr>>,
}
// SAFETY: under the lock.
unsafe impl Sync for FreeTasks {}
static FREE_TASKS: FreeTasks = FreeTasks {
    lock: crate::sync::RawMutex::new(),
    list: UnsafeCell::new(Vec::new()),
};
/// Every task record ever made (they are never freed): what LeakSanitizer's roots are taken
/// from at exit.
static ALL_TASKS: FreeTasks = FreeTasks {
    lock: crate::sync::RawMutex::new(),
    list: UnsafeCell::new(Vec::new()),
};

fn new_task(body: Body, stack: Option<Stack>) -> *mut Task {
    FREE_TASKS.lock.lock();
    // SAFETY: locked.
    let reused = unsafe { (*FREE_TASKS.list.get()).pop() };
    FREE_TASKS.lock.unlock_held();
    let t = match reused {
        Some(t) => t.0,
        None => {
            let t = Box::into_raw(Box::new(Task {
                sp: UnsafeCell::new(0),
                park: TaskPark::new(),
                tl: UnsafeCell::new(TaskLocal::default()),
                stack: Cell::new(None),
                san: san::Ctx::new(),
                body: UnsafeCell::new(Body::None),
                join: Join::default(),
                locals: [Cell::new(0), Cell::new(0)],
            }));
            ALL_TASKS.lock.lock();
            // SAFETY: locked.
            unsafe { (*ALL_TASKS.list.get()).push(TaskPtr(t)) };
            ALL_TASKS.lock.unlock_held();
            t
        }
    };
    // SAFETY: a fresh or recycled task nobody else holds.
    unsafe {
        let r = &*t;
        r.park.reset();
        r.join.state.store(JOIN_RUNNING, SeqCst);
        r.join.result.store(0, SeqCst);
        r.join.result_tab.store(0, SeqCst);
        r.join.refs.store(2, SeqCst);
        r.locals[0].set(0);
        r.locals[1].set(0);
        let mut tl = TaskLocal::default();
        if let Some(s) = stack {
            let (glo, ghi) = s.guard();
            tl = TaskLocal {
                defers: 0,
                stack_lo: s.lo,
                stack_hi: s.hi,
                guard_lo: glo,
                guard_hi: ghi,
                results: 0,
            };
            *r.sp.get() = context::prepare(s.hi, task_main, t as usize);
        }
        r.san.start_on(stack.map(|s| (s.lo, s.hi)));
        *r.tl.get() = tl;
        r.stack.set(stack);
        *r.body.get() = body;
    }
    t
}

/// Drops one reference to a task's join record; the last one recycles the task.
///
/// # Safety
/// The caller holds one of the task's two references and drops it.
pub unsafe fn release_task(t: *mut Task) {
    // SAFETY: the caller holds a reference.
    {
        if (*t).join.refs.fetch_sub(1, SeqCst) == 1 {
            FREE_TASKS.lock.lock();
            (*FREE_TASKS.list.get()).push(TaskPtr(t));
            FREE_TASKS.lock.unlock_held();
        }
    }
}

// ---- procs and carriers -------------------------------------------------------------------

pub struct Proc {
    pub id: usize,
    local: UnsafeCell<Worker<TaskPtr>>,
    stealer: Stealer<TaskPtr>,
    runnext: AtomicPtr<Task>,
    streak: Cell<u32>,
    ticks: Cell<u32>,
}
// SAFETY: `local`, `streak` and `ticks` are only used by the carrier holding the proc (taken
// out of its carrier's `proc` word); the rest is atomic.
unsafe impl Sync for Proc {}
unsafe impl Send for Proc {}

impl Proc {
    #[allow(clippy::mut_from_ref)]
    fn local(&self) -> &Worker<TaskPtr> {
        // SAFETY: see the Sync impl.
        unsafe { &*self.local.get() }
    }
    fn has_work(&self) -> bool {
        !self.stealer.is_empty() || !self.runnext.load(SeqCst).is_null()
    }
}

/// What the context that lands after a switch must do for the one that left.
#[derive(Clone, Copy)]
enum Post {
    None,
    /// The task that left wants to park: commit it, or make it runnable if woken meanwhile.
    Commit(*mut Task),
    /// The task that left yields: queue it at the back.
    Requeue(*mut Task),
    /// The task that left has ended: release its stack and its reference.
    Release(*mut Task),
}

pub struct Carrier {
    pub id: usize,
    sched_sp: UnsafeCell<usize>,
    tl: UnsafeCell<TaskLocal>,
    /// What the sanitizers know of the carrier's scheduling loop (on the thread's own stack).
    san: san::Ctx,
    /// The context that is switching away on this carrier (for the one that lands).
    san_from: Cell<*const san::Ctx>,
    /// The running task (null in the scheduling loop).
    pub current: AtomicPtr<Task>,
    /// The proc while a task runs; taken out (null) while runtime code on this carrier uses it,
    /// so the monitor can take it away only from a carrier that is not using it.
    pub proc_: AtomicPtr<Proc>,
    post: Cell<Post>,
    /// Spare-carrier sleep word: 1 = given a proc.
    pub word: AtomicU32,
    /// Idle-carrier sleep slot (see `idle`).
    pub slot: idle::Slot,
    pub switches: AtomicU64,
    pub blocking: AtomicU32,
    /// The carrier thread's kernel id (for the monitor's look at its state).
    pub tid: AtomicU32,
    pub thread: AtomicUsize,
}
// SAFETY: the cells are only used by the carrier's own thread.
unsafe impl Sync for Carrier {}
unsafe impl Send for Carrier {}

#[derive(Clone, Copy)]
pub struct CarrierPtr(pub *const Carrier);
// SAFETY: carriers live forever.
unsafe impl Send for CarrierPtr {}
unsafe impl Sync for CarrierPtr {}

pub struct Sched {
    pub procs: Vec<Proc>,
    pub injector: Injector<TaskPtr>,
    pub idle: idle::Idle,
    pub carriers: crate::sync::RawMutex,
    pub carrier_list: UnsafeCell<Vec<CarrierPtr>>,
    pub spares: UnsafeCell<Vec<CarrierPtr>>,
    pub ncarriers: AtomicUsize,
    /// Tasks started and not yet ended.
    pub live: AtomicUsize,
    pub main_adopted: AtomicBool,
    pub monitor: monitor::Monitor,
}
// SAFETY: the lists are used under `carriers`.
unsafe impl Sync for Sched {}
unsafe impl Send for Sched {}

static SCHED: OnceLock<&'static Sched> = OnceLock::new();

thread_local! {
    /// What the sanitizers know of the code running on a thread that is not a carrier.
    static PLAIN_SAN: san::Ctx = const { san::Ctx::new() };
    static CARRIER: Cell<*const Carrier> = const { Cell::new(ptr::null()) };
    static THREAD_PARKER: Cell<*const ThreadParker> = const { Cell::new(ptr::null()) };
}

/// The carrier this thread is (null for other threads). Never inlined, so a caller re-reads the
/// thread's identity after every switch, which may have moved it to another thread.
#[inline(never)]
pub fn carrier() -> *const Carrier {
    CARRIER.with(|c| c.get())
}

/// The running task, or null on a plain thread (or in a carrier's loop).
#[inline(never)]
pub fn current_task() -> *mut Task {
    let c = carrier();
    if c.is_null() {
        ptr::null_mut()
    } else {
        // SAFETY: carriers live forever.
        unsafe { (*c).current.load(Relaxed) }
    }
}

/// What the sanitizers know of the running context: the running task's, the carrier loop's, or
/// (on any other thread) the thread's.
pub fn san_ctx() -> &'static san::Ctx {
    let c = carrier();
    if !c.is_null() {
        // SAFETY: carriers live forever, task records too.
        unsafe {
            let t = (*c).current.load(Relaxed);
            return if t.is_null() { &(*c).san } else { &(*t).san };
        }
    }
    // SAFETY: used only by this thread, while it runs (the reference is not kept).
    PLAIN_SAN.with(|x| unsafe { &*(x as *const san::Ctx) })
}

pub fn sched() -> Option<&'static Sched> {
    SCHED.get().copied()
}

/// The number of procs: `GOMAXPROCS` if it is a positive integer, else the online CPUs.
pub fn gomaxprocs() -> usize {
    if let Some(n) = std::env::var("GOMAXPROCS")
        .ok()
        .and_then(|s| s.trim().parse::<usize>().ok())
        .filter(|&n| n > 0)
    {
        return n.min(1024);
    }
    // SAFETY: sysconf has no preconditions.
    (unsafe { libc::sysconf(libc::_SC_NPROCESSORS_ONLN) }).max(1) as usize
}

fn is_main_thread() -> bool {
    // SAFETY: no preconditions.
    unsafe { libc::gettid() == libc::getpid() }
}

/// The scheduler, started on first use. `monitor_here`: the caller (the main thread, being
/// adopted) will run the monitor itself.
fn start(monitor_here: bool) -> &'static Sched {
    // Look for the sanitizers now, before any task exists (see `interpose::sched_yield`).
    let _ = san::active();
    let mut started_here = false;
    let s = *SCHED.get_or_init(|| {
        started_here = true;
        let n = gomaxprocs();
        let procs = (0..n)
            .map(|id| {
                let w = Worker::new_fifo();
                let stealer = w.stealer();
                Proc {
                    id,
                    local: UnsafeCell::new(w),
                    stealer,
                    runnext: AtomicPtr::new(ptr::null_mut()),
                    streak: Cell::new(0),
                    ticks: Cell::new(0),
                }
            })
            .collect();
        Box::leak(Box::new(Sched {
            procs,
            injector: Injector::new(),
            idle: idle::Idle::new(),
            carriers: crate::sync::RawMutex::new(),
            carrier_list: UnsafeCell::new(Vec::new()),
            spares: UnsafeCell::new(Vec::new()),
            ncarriers: AtomicUsize::new(0),
            live: AtomicUsize::new(0),
            main_adopted: AtomicBool::new(false),
            monitor: monitor::Monitor::new(),
        }))
    });
    if started_here {
        if san::asan_linked() {
            // SAFETY: registering a handler that takes no arguments.
            unsafe { libc::atexit(leak_roots) };
        }
        for p in &s.procs {
            spawn_carrier(s, p as *const Proc as *mut Proc, true);
        }
        if !monitor_here {
            monitor::spawn_thread(s);
        }
    }
    s
}

/// `main`, once it is a task.
static MAIN_TASK: AtomicPtr<Task> = AtomicPtr::new(ptr::null_mut());

/// At exit, under LeakSanitizer (registered when the scheduler starts, so it runs before the
/// sanitizer's own check): the stacks of switched-out tasks, parked for good or queued, become
/// root regions from their saved stack pointer up. LeakSanitizer scans only the stacks threads
/// are running on.
extern "C" fn leak_roots() {
    let Some(s) = sched() else { return };
    s.carriers.lock();
    // SAFETY: locked; carriers live forever.
    let carriers: Vec<CarrierPtr> = unsafe { (*s.carrier_list.get()).clone() };
    s.carriers.unlock_held();
    let mut running: Vec<*mut Task> = Vec::with_capacity(carriers.len());
    for cp in carriers {
        // SAFETY: carriers live forever.
        let c = unsafe { &*cp.0 };
        let t = c.current.load(SeqCst);
        running.push(t);
        // A carrier running a task has its loop switched out, on the thread's own stack (which
        // holds, among others, the thread's own records).
        if let (false, Some((lo, hi))) = (t.is_null(), c.san.stack()) {
            // SAFETY: the loop's saved stack pointer (read as it is, see below).
            let sp = unsafe { ptr::read_volatile(c.sched_sp.get()) };
            if lo <= sp && sp < hi {
                san::leak_root(sp, hi);
            }
        }
    }
    let main = MAIN_TASK.load(SeqCst);
    ALL_TASKS.lock.lock();
    // SAFETY: locked; task records are never freed. The other carriers still run: a record is
    // read as it is (at worst a task that starts or ends meanwhile is scanned needlessly).
    unsafe {
        for &TaskPtr(t) in &*ALL_TASKS.list.get() {
            let live = t == main || ptr::read_volatile((*t).stack.as_ptr()).is_some();
            if !live || running.contains(&t) {
                continue;
            }
            if let Some((lo, hi)) = (*t).san.stack() {
                let sp = ptr::read_volatile((*t).sp.get());
                if lo <= sp && sp < hi {
                    san::leak_root(sp, hi);
                }
            }
        }
    }
    ALL_TASKS.lock.unlock_held();
}

/// Starts a carrier thread holding `p` (idle: waits for work; or handed a busy proc).
pub fn spawn_carrier(s: &'static Sched, p: *mut Proc, idle_start: bool) {
    let c: &'static Carrier = Box::leak(Box::new(Carrier {
        id: s.ncarriers.fetch_add(1, SeqCst),
        sched_sp: UnsafeCell::new(0),
        tl: UnsafeCell::new(TaskLocal::default()),
        san: san::Ctx::new(),
        san_from: Cell::new(ptr::null()),
        current: AtomicPtr::new(ptr::null_mut()),
        proc_: AtomicPtr::new(p),
        post: Cell::new(Post::None),
        word: AtomicU32::new(0),
        slot: idle::Slot::new(),
        switches: AtomicU64::new(0),
        blocking: AtomicU32::new(0),
        tid: AtomicU32::new(0),
        thread: AtomicUsize::new(0),
    }));
    s.carriers.lock();
    // SAFETY: locked.
    unsafe { (*s.carrier_list.get()).push(CarrierPtr(c)) };
    s.carriers.unlock_held();
    let cp = CarrierPtr(c);
    let r = std::thread::Builder::new()
        .name(format!("so-carrier-{}", c.id))
        .stack_size(256 * 1024)
        .spawn(move || {
            let cp = cp;
            crate::panic::abort_on_panic(|| carrier_main(cp.0, idle_start))
        });
    match r {
        Ok(h) => drop(h),
        Err(_) => crate::panic::so_panic("conc: cannot start thread"),
    }
}

fn carrier_main(c: *const Carrier, idle_start: bool) {
    // SAFETY: carriers live forever.
    let c = unsafe { &*c };
    CARRIER.with(|x| x.set(c));
    c.san.adopt_current();
    // The carrier's loop is the library's code for good.
    std::mem::forget(san::enter());
    // SAFETY: the builtins' per-thread set-up, once at start.
    unsafe { so_thread_signal_init() };
    // SAFETY: no preconditions.
    c.tid.store(unsafe { libc::gettid() } as u32, SeqCst);
    // SAFETY: pthread_self has no preconditions.
    c.thread
        .store(unsafe { libc::pthread_self() } as usize, SeqCst);
    let s = sched().expect("started");
    if idle_start {
        // Sleep until there is work (the first task wakes a carrier).
        let p = c.proc_.swap(ptr::null_mut(), SeqCst);
        idle_sleep(s, c, p);
        put_proc(c, p);
    }
    loop {
        let p = c.proc_.swap(ptr::null_mut(), SeqCst);
        if p.is_null() {
            become_spare(s, c);
            continue;
        }
        // SAFETY: procs live forever.
        let pr = unsafe { &*p };
        let t = match find_work(s, pr, true) {
            Some(t) => t,
            None => match spin_for_work(s, pr) {
                Some(t) => t,
                None => {
                    idle_sleep(s, c, p);
                    put_proc(c, p);
                    continue;
                }
            },
        };
        run_from_loop(c, t, p);
    }
}

/// Puts back a proc taken out of `c.proc_` (nothing to put back if there was none).
#[inline]
fn put_proc(c: &Carrier, p: *mut Proc) {
    if !p.is_null() {
        c.proc_.store(p, SeqCst);
    }
}

/// Switches from the carrier's loop into `t`, and runs the post action when back.
fn run_from_loop(c: &Carrier, t: *mut Task, p: *mut Proc) {
    c.switches.fetch_add(1, Relaxed);
    c.current.store(t, SeqCst);
    put_proc(c, p);
    // SAFETY: `t` is runnable and owned by us now; the loop's own context is saved.
    unsafe { switch_ctx(c, c.side(), (*t).side(), false) };
    after_switch();
}

/// One end of a switch: where a context's stack pointer and builtin state are kept, and what
/// the sanitizers know of it.
#[derive(Clone, Copy)]
struct Side {
    sp: *mut usize,
    tl: *mut TaskLocal,
    san: *const san::Ctx,
}

impl Task {
    fn side(&self) -> Side {
        Side {
            sp: self.sp.get(),
            tl: self.tl.get(),
            san: &self.san,
        }
    }
}

impl Carrier {
    /// The carrier's scheduling loop as a side of a switch.
    fn side(&self) -> Side {
        Side {
            sp: self.sched_sp.get(),
            tl: self.tl.get(),
            san: &self.san,
        }
    }
}

/// Switches the running context `from` to `to` on carrier `c`; returns when `from` is resumed.
/// `ends`: `from` is a task that has ended (it is never resumed).
#[inline(always)]
unsafe fn switch_ctx(c: &Carrier, from: Side, to: Side, ends: bool) {
    so_task_local_switch(from.tl, to.tl);
    if let Some(api) = san::active() {
        c.san_from.set(from.san);
        san::leaving(api, &*from.san, &*to.san, ends);
    }
    context::switch(from.sp, *to.sp);
}

/// Runs the action the previous context left; called first thing after every switch lands.
fn after_switch() {
    let c = carrier();
    // SAFETY: we are on a carrier (every switch happens on one).
    let c = unsafe { &*c };
    if let Some(api) = san::active() {
        let t = c.current.load(Relaxed);
        // SAFETY: `t` (or the loop, when null) is the context running here; `san_from` the one
        // that just left this carrier.
        unsafe {
            let me = if t.is_null() { &c.san } else { &(*t).san };
            san::landed(api, me, c.san_from.get().as_ref());
        }
    }
    match c.post.replace(Post::None) {
        Post::None => {}
        Post::Commit(t) => {
            // SAFETY: `t` is off its stack now.
            if !unsafe { &*t }.park.commit() {
                make_runnable(t, true);
            }
        }
        Post::Requeue(t) => requeue(t),
        Post::Release(t) => {
            // SAFETY: the task has ended and is off its stack; its saved builtins' state
            // (its result stack) is given back.
            unsafe { so_task_local_end((*t).tl.get()) };
            if let Some(st) = unsafe { &*t }.stack.take() {
                // SAFETY: as above; its last stack pointer was saved by its final switch.
                unsafe { (*t).san.ended(*(*t).sp.get(), st.hi) };
                stack::free(st);
            }
            // SAFETY: the ended task's own reference.
            unsafe { release_task(t) };
        }
    }
}

/// The next task for a proc. `thorough`: also steal from other procs (the loop); otherwise
/// only this proc's queues and the injector (a parking task choosing whom to switch to).
fn find_work(s: &Sched, p: &Proc, thorough: bool) -> Option<*mut Task> {
    let local = p.local();
    let tick = p.ticks.get().wrapping_add(1);
    p.ticks.set(tick);
    if tick.is_multiple_of(GLOBAL_EVERY) {
        if let Some(t) = steal_global(s, local) {
            return Some(t);
        }
    }
    let rn = p.runnext.load(Relaxed);
    if !rn.is_null() {
        let guard = p.streak.get() >= RUNNEXT_LIMIT && !local.is_empty();
        if !guard {
            if let Ok(t) = p
                .runnext
                .compare_exchange(rn, ptr::null_mut(), SeqCst, Relaxed)
            {
                p.streak.set(p.streak.get() + 1);
                return Some(t);
            }
        }
    }
    p.streak.set(0);
    if let Some(t) = local.pop() {
        return Some(t.0);
    }
    if let Some(t) = steal_global(s, local) {
        return Some(t);
    }
    if !thorough {
        return None;
    }
    let n = s.procs.len();
    let start = (tick as usize).wrapping_mul(7) % n.max(1);
    for k in 0..n {
        let v = &s.procs[(start + k) % n];
        if v.id == p.id {
            continue;
        }
        loop {
            match v.stealer.steal_batch_and_pop(local) {
                Steal::Success(t) => return Some(t.0),
                Steal::Retry => continue,
                Steal::Empty => break,
            }
        }
    }
    for v in &s.procs {
        if v.id != p.id {
            let t = v.runnext.swap(ptr::null_mut(), SeqCst);
            if !t.is_null() {
                return Some(t);
            }
        }
    }
    None
}

fn steal_global(s: &Sched, local: &Worker<TaskPtr>) -> Option<*mut Task> {
    loop {
        match s.injector.steal_batch_and_pop(local) {
            Steal::Success(t) => return Some(t.0),
            Steal::Retry => continue,
            Steal::Empty => return None,
        }
    }
}

/// Whether any queue holds a runnable task.
pub fn work_anywhere(s: &Sched) -> bool {
    !s.injector.is_empty() || s.procs.iter().any(Proc::has_work)
}

/// Rounds of stealing a carrier that ran out of work makes before it sleeps (some tens of
/// microseconds): new work arriving meanwhile is taken without a wake-up system call.
pub const SPIN_ROUNDS: u32 = 64;

fn spin_for_work(s: &Sched, p: &Proc) -> Option<*mut Task> {
    for _ in 0..SPIN_ROUNDS {
        if let Some(t) = find_work(s, p, true) {
            return Some(t);
        }
        for _ in 0..32 {
            std::hint::spin_loop();
        }
    }
    None
}

fn idle_sleep(s: &Sched, c: &Carrier, p: *mut Proc) {
    let _ = p;
    s.idle.sleep(&c.slot, || work_anywhere(s));
}

/// Makes work stealable known: wakes an idle carrier, if any.
pub fn notify(s: &Sched) {
    s.idle.notify();
}

fn become_spare(s: &Sched, c: &Carrier) {
    s.carriers.lock();
    // SAFETY: locked.
    unsafe { (*s.spares.get()).push(CarrierPtr(c)) };
    s.carriers.unlock_held();
    while c.word.swap(0, SeqCst) == 0 {
        futex_wait(&c.word, 0, None);
    }
}

/// Gives proc `p` to a spare carrier, starting one if there is none.
pub fn hand_off(s: &'static Sched, p: *mut Proc) {
    s.carriers.lock();
    // SAFETY: locked.
    let spare = unsafe { (*s.spares.get()).pop() };
    s.carriers.unlock_held();
    match spare {
        Some(cp) => {
            // SAFETY: carriers live forever.
            let sc = unsafe { &*cp.0 };

            sc.proc_.store(p, SeqCst);
            sc.word.swap(1, SeqCst);
            futex_wake(&sc.word, 1);
        }
        None => spawn_carrier(s, p, false),
    }
}

/// Makes `t` runnable. `next`: into the running carrier's run-next slot (a wakeup by a running
/// task); otherwise at the back of its local queue. From a plain thread (or a carrier without a
/// proc) it goes to the injector.
pub fn make_runnable(t: *mut Task, next: bool) {
    let s = sched().expect("a task exists, so the scheduler does");
    monitor::EPOCH.fetch_add(1, Relaxed);
    let c = carrier();
    if !c.is_null() {
        // SAFETY: carriers live forever.
        let c = unsafe { &*c };
        let p = c.proc_.swap(ptr::null_mut(), SeqCst);
        if !p.is_null() {
            // SAFETY: procs live forever; we hold it.
            let pr = unsafe { &*p };
            if next {
                let old = pr.runnext.swap(t, SeqCst);
                if !old.is_null() {
                    pr.local().push(TaskPtr(old));
                    put_proc(c, p);
                    notify(s);
                    return;
                }
                put_proc(c, p);
                return;
            }
            pr.local().push(TaskPtr(t));
            put_proc(c, p);
            notify(s);
            return;
        }
    }
    s.injector.push(TaskPtr(t));
    notify(s);
}

/// Queues a task that yielded at the back of this carrier's local queue, without waking an
/// idle carrier (this carrier comes back to it; the monitor wakes one if it does not soon).
fn requeue(t: *mut Task) {
    let c = carrier();
    // SAFETY: carriers live forever.
    let c = unsafe { &*c };
    let p = c.proc_.swap(ptr::null_mut(), SeqCst);
    if p.is_null() {
        make_runnable(t, false);
        return;
    }
    monitor::EPOCH.fetch_add(1, Relaxed);
    // SAFETY: procs live forever; we hold it.
    unsafe { &*p }.local().push(TaskPtr(t));
    put_proc(c, p);
}

/// The body of every task: run the entry, publish the result, leave for good.
unsafe extern "C" fn task_main(t: usize) -> ! {
    // A new context is in the library until it calls the program's entry; its final switch
    // ends that (`san::leaving`).
    std::mem::forget(san::enter());
    after_switch();
    let t = t as *mut Task;
    let body = std::mem::replace(&mut *(*t).body.get(), Body::None);
    let r = crate::panic::abort_on_panic(|| match body {
        Body::C(f, arg) => san::outside(|| {
            let (r, tab) = run_c_entry(f, arg);
            (*t).join.result_tab.store(tab, SeqCst);
            r
        }),
        Body::Rust(f) => f(),
        Body::None => 0,
    });
    finish(t, r)
}

unsafe fn finish(t: *mut Task, r: usize) -> ! {
    let s = sched().expect("running");
    san::release(&(*t).join.state);
    (*t).join.result.store(r, SeqCst);
    (*t).join.state.store(JOIN_DONE, SeqCst);
    table::wake(&(*t).join.state, i32::MAX);
    s.live.fetch_sub(1, SeqCst);
    leave(t, Post::Release(t));
    unreachable!("an ended task is never resumed");
}

/// Switches away from the running task `t`, leaving `post` for the context that takes over:
/// to the next runnable task of this carrier's proc, or to the carrier's loop.
unsafe fn leave(t: *mut Task, post: Post) {
    let c = &*carrier();
    let s = sched().expect("running");
    let p = c.proc_.swap(ptr::null_mut(), SeqCst);
    let next = if p.is_null() {
        None
    } else {
        find_work(s, &*p, false)
    };
    let ends = matches!(post, Post::Release(_));
    c.post.set(post);
    c.switches.fetch_add(1, Relaxed);
    match next {
        Some(n) => {
            c.current.store(n, SeqCst);
            put_proc(c, p);
            switch_ctx(c, (*t).side(), (*n).side(), ends);
        }
        None => {
            c.current.store(ptr::null_mut(), SeqCst);
            put_proc(c, p);
            switch_ctx(c, (*t).side(), c.side(), ends);
        }
    }
    after_switch();
}

// ---- parking ------------------------------------------------------------------------------

/// A party that can be parked and unparked: a task, or a plain thread (tagged with bit 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParkerRef(usize);
// SAFETY: parkers are type-stable and meant to be woken from anywhere.
unsafe impl Send for ParkerRef {}
unsafe impl Sync for ParkerRef {}

struct ParkerList {
    lock: crate::sync::RawMutex,
    list: UnsafeCell<Vec<usize>>,
}
// SAFETY: under the lock.
unsafe impl Sync for ParkerList {}
static THREAD_PARKERS: ParkerList = ParkerList {
    lock: crate::sync::RawMutex::new(),
    list: UnsafeCell::new(Vec::new()),
};

fn thread_parker() -> *const ThreadParker {
    THREAD_PARKER.with(|c| {
        let mut p = c.get();
        if p.is_null() {
            // One parker per thread that ever parks, never freed (a late unpark stays safe),
            // and kept in a list so that LeakSanitizer sees it in use after its thread ended.
            p = Box::leak(Box::new(ThreadParker::new()));
            THREAD_PARKERS.lock.lock();
            // SAFETY: locked.
            unsafe { (*THREAD_PARKERS.list.get()).push(p as usize) };
            THREAD_PARKERS.lock.unlock_held();
            c.set(p);
        }
        p
    })
}

impl ParkerRef {
    pub fn current() -> Self {
        let t = current_task();
        if t.is_null() {
            ParkerRef(thread_parker() as usize | 1)
        } else {
            ParkerRef(t as usize)
        }
    }
    pub fn is_task(self) -> bool {
        self.0 & 1 == 0
    }
}

/// Parks the calling task or thread until unparked or `deadline` (spurious returns allowed).
pub fn park(deadline: Option<Instant>) {
    let t = current_task();
    if t.is_null() {
        let tp = thread_parker();
        let counted = deadline.is_none();
        if counted {
            monitor::PARKED_THREADS.fetch_add(1, SeqCst);
        }
        // SAFETY: our own parker.
        unsafe { &*tp }.park(deadline);
        if counted {
            monitor::PARKED_THREADS.fetch_sub(1, SeqCst);
        }
        return;
    }
    // SAFETY: the running task.
    let tr = unsafe { &*t };
    if tr.park.try_consume() {
        return;
    }
    match deadline {
        None => unsafe { leave(t, Post::Commit(t)) },
        Some(d) => {
            let s = sched().expect("running");
            let key = s.monitor.add_timer(d, ParkerRef(t as usize));
            if tr.park.try_consume() {
                s.monitor.remove_timer(key);
                return;
            }
            // SAFETY: as above.
            unsafe { leave(t, Post::Commit(t)) };
            s.monitor.remove_timer(key);
        }
    }
}

/// Wakes a parked party (or leaves it a token).
pub fn unpark(p: ParkerRef) {
    if p.is_task() {
        let t = p.0 as *mut Task;
        // SAFETY: tasks are type-stable.
        if unsafe { &*t }.park.unpark() == Unparked::MakeRunnable {
            make_runnable(t, true);
        }
    } else {
        monitor::EPOCH.fetch_add(1, Relaxed);
        // SAFETY: thread parkers are never freed.
        unsafe { &*((p.0 & !1) as *const ThreadParker) }.unpark();
    }
}

/// Whether the running code may yield its task: it runs in a task, on a carrier that holds a
/// proc no runtime section has taken out (runtime code, and the crates it calls, may call
/// `sched_yield` while it holds the proc: that must stay the plain system call).
pub fn can_yield_task() -> bool {
    let c = carrier();
    // SAFETY: carriers live forever.
    !c.is_null()
        && unsafe { !(*c).current.load(Relaxed).is_null() && !(*c).proc_.load(Relaxed).is_null() }
}

/// Lets other tasks run; the caller continues later. Does nothing on a plain thread or when
/// nothing else is runnable here.
pub fn yield_now() {
    let t = current_task();
    if t.is_null() {
        std::thread::yield_now();
        return;
    }
    // SAFETY: the running task on our carrier.
    unsafe {
        let c = &*carrier();
        let p = c.proc_.swap(ptr::null_mut(), SeqCst);
        if p.is_null() {
            put_proc(c, p);
            // No proc: go back to the injector and let this carrier become a spare.
            leave(t, Post::Requeue(t));
            return;
        }
        let s = sched().expect("running");
        let any = (*p).has_work() || !s.injector.is_empty();
        put_proc(c, p);
        if any {
            leave(t, Post::Requeue(t));
        }
    }
}

/// Sleeps at least `ns` nanoseconds: a task parks (a timer wakes it), a thread sleeps.
pub fn sleep_ns(ns: i64) {
    if ns <= 0 {
        return;
    }
    let Some(deadline) = Instant::now().checked_add(std::time::Duration::from_nanos(ns as u64))
    else {
        loop {
            park(None);
        }
    };
    if current_task().is_null() {
        std::thread::sleep(deadline.saturating_duration_since(Instant::now()));
        return;
    }
    while Instant::now() < deadline {
        park(Some(deadline));
    }
}

// ---- starting tasks -----------------------------------------------------------------------

/// Starts a task running `body` on a stack of `stack_size` bytes (0: the default). From the
/// main thread the first call makes `main` itself a task. None if no stack could be had.
pub fn spawn(body: Body, stack_size: i64) -> Option<*mut Task> {
    let s = ensure_started();
    let st = stack::alloc(stack::size_for(stack_size))?;
    let t = new_task(body, Some(st));
    s.live.fetch_add(1, SeqCst);
    if current_task().is_null() {
        s.injector.push(TaskPtr(t));
        monitor::EPOCH.fetch_add(1, Relaxed);
        notify(s);
    } else {
        make_runnable(t, false);
    }
    Some(t)
}

/// The scheduler; on the main thread's first use, `main` becomes a task.
pub fn ensure_started() -> &'static Sched {
    if let Some(s) = sched() {
        if !current_task().is_null() || !is_main_thread() || s.main_adopted.load(SeqCst) {
            return s;
        }
    }
    if current_task().is_null() && is_main_thread() {
        let fresh = sched().is_none();
        let s = start(fresh);
        if !s.main_adopted.swap(true, SeqCst) {
            adopt_main(s, fresh);
        }
        return s;
    }
    start(false)
}

struct MonitorStart {
    main: *mut Task,
    run_monitor: bool,
    /// The monitor's context, for the sanitizers.
    san: san::Ctx,
}

/// Turns the running main thread into task `main`: its context is saved and queued for a
/// carrier, and this OS thread goes on (on a stack of its own) as the monitor, or idles.
fn adopt_main(s: &'static Sched, run_monitor: bool) {
    let m = new_task(Body::None, None);
    // SAFETY: the task is ours until it is queued.
    unsafe { (*m).join.refs.store(1, SeqCst) };
    s.live.fetch_add(1, SeqCst);
    let Some(st) = stack::alloc(stack::DEFAULT_SIZE) else {
        crate::panic::so_panic("conc: cannot start thread")
    };
    let start = Box::leak(Box::new(MonitorStart {
        main: m,
        run_monitor,
        san: san::Ctx::new(),
    }));
    start.san.start_on(Some((st.lo, st.hi)));
    // SAFETY: the task is ours until it is queued.
    unsafe { (*m).san.adopt_current() };
    MAIN_TASK.store(m, SeqCst);
    // SAFETY: a fresh stack for the monitor context.
    let sp = unsafe { context::prepare(st.hi, monitor_entry, start as *mut MonitorStart as usize) };
    let mut scratch = 0usize;
    let own = TaskLocal::default();
    // SAFETY: main's builtin state goes with the task; the monitor context starts fresh. The
    // saved context is queued only after this switch is complete (in monitor_entry).
    unsafe {
        so_task_local_switch((*m).tl.get(), &own);
        if let Some(api) = san::active() {
            // The code running now is `main`'s: it takes the thread's depth in the library.
            san::hand_over_depth(san_ctx(), &(*m).san);
            san::leaving(api, &(*m).san, &start.san, false);
        }
        context::switch((*m).sp.get(), sp);
    }
    let _ = &mut scratch;
    // Resumed as a task on a carrier.
    after_switch();
}

unsafe extern "C" fn monitor_entry(arg: usize) -> ! {
    let start = &*(arg as *const MonitorStart);
    if let Some(api) = san::active() {
        // `main` left the main thread's stack: the sanitizers learn its bounds here.
        san::landed(api, &start.san, Some(&(*start.main).san));
    }
    // The monitor is the library's code for good.
    std::mem::forget(san::enter());
    let s = sched().expect("started");
    s.injector.push(TaskPtr(start.main));
    monitor::EPOCH.fetch_add(1, Relaxed);
    notify(s);
    if start.run_monitor {
        monitor::run(s);
    }
    let w = AtomicU32::new(0);
    loop {
        futex_wait(&w, 0, None);
    }
}

// ---- blocking calls -----------------------------------------------------------------------

/// Marks the start of a call that may block: if tasks are waiting, this carrier's proc goes to
/// another carrier at once; otherwise the monitor takes it if work arrives meanwhile.
pub fn blocking_begin() {
    let c = carrier();
    if c.is_null() || current_task().is_null() {
        return;
    }
    // SAFETY: carriers live forever.
    let c = unsafe { &*c };
    if c.blocking.fetch_add(1, SeqCst) != 0 {
        return;
    }
    let s = sched().expect("running");
    let p = c.proc_.swap(ptr::null_mut(), SeqCst);
    if p.is_null() {
        return;
    }
    // SAFETY: procs live forever.
    if unsafe { &*p }.has_work() || !s.injector.is_empty() {
        hand_off(s, p);
    } else {
        put_proc(c, p);
        s.monitor.poke();
    }
}

/// Marks the end of a blocking call; a task whose carrier lost its proc meanwhile moves on to
/// a carrier that has one.
pub fn blocking_end() {
    let c = carrier();
    let t = current_task();
    if c.is_null() || t.is_null() {
        return;
    }
    // SAFETY: carriers live forever.
    let c = unsafe { &*c };
    if c.blocking.fetch_sub(1, SeqCst) != 1 {
        return;
    }
    if c.proc_.load(SeqCst).is_null() {
        // SAFETY: the running task.
        unsafe { leave(t, Post::Requeue(t)) };
    }
}

/// The stack of the running task, if it has one of ours: (lo, hi, guard size).
pub fn current_stack() -> Option<(usize, usize, usize)> {
    let t = current_task();
    if t.is_null() {
        return None;
    }
    // SAFETY: the running task.
    unsafe { &*t }
        .stack
        .get()
        .map(|s| (s.lo, s.hi, stack::GUARD))
}
