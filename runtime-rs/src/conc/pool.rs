//! The worker pool: a global bounded FIFO for tasks submitted from outside, a bounded local
//! deque per worker for tasks submitted from inside a task, and work stealing between workers.
//!
//! - Each queue is a ring under its own futex mutex (uncontended for a worker's own deque in
//!   the common case), with a copy of its length in an atomic for polling without the lock.
//! - `Go` from outside a task pushes to the global ring and waits (on `space_seq`) while it is
//!   full. `Go` from inside a task of this pool pushes to the worker's own deque; when that is
//!   full it tries the global ring, and when that is full too it runs the task inline. So it
//!   never blocks, and a pool whose every worker submits cannot deadlock.
//! - A worker takes from the back of its own deque (the newest task: its data is warm), then the
//!   front of the global ring, then steals from the front of another worker's deque. With
//!   nothing found it polls briefly, then sleeps on `work_seq`.
//! - Sleeping without a lost wake-up: a worker counts itself in `idle`, reads `work_seq`, scans
//!   every queue once more taking each lock, and only then sleeps while `work_seq` is unchanged.
//!   A submitter pushes under the queue's lock and afterwards reads `idle`; if a worker is idle
//!   it bumps `work_seq` and wakes one. Either the worker's scan took the lock after the push
//!   (and found the task), or the submitter took it after the scan, in which case the worker's
//!   `idle` increment and `work_seq` read happened before the submitter's read and bump.
//! - `pending` counts tasks submitted and not yet finished (incremented before the task becomes
//!   visible, decremented after it returned), so Wait, which sleeps on `done_seq` until `pending`
//!   is zero, also covers tasks submitted by tasks. Wait's sleepers are counted
//!   (`done_waiters`), so finishing a task makes the wake system call only when someone waits;
//!   the count is incremented before `pending` is read and read after `pending` is decremented,
//!   both SeqCst, so either the waiter sees zero or the finisher sees the waiter.
//! - Workers are tasks (see `crate::sched`): a worker with nothing to do, a blocked submitter and
//!   a waiter park (a plain thread sleeps on a futex), so an idle pool uses no CPU and a
//!   submitter blocked on a full queue lets the workers run on its carrier.
//!
//! The pool, its queues and its thread handles are one allocation from the caller's allocator
//! (as in the C runtime).

use crate::abi::*;
use crate::mem;
use crate::panic::so_panic;
use crate::prim::{Futex, Sched};
use crate::sched::{self, Task as SchedTask, JOIN_RUNNING};
use crate::sync::RawMutex;
use std::cell::UnsafeCell;
use std::ffi::c_void;
use std::mem::{align_of, size_of};
use std::ptr;
use std::sync::atomic::{
    AtomicBool, AtomicI64, AtomicU32, AtomicUsize, Ordering::Relaxed, Ordering::SeqCst,
};

/// Tasks a worker's own deque holds.
const LOCAL_CAP: usize = 256;

/// Polling rounds before a worker or a blocked submitter sleeps.
const POOL_SPIN: u32 = 200;

#[derive(Clone, Copy)]
struct Task {
    f: unsafe extern "C" fn(*mut c_void),
    arg: *mut c_void,
}

/// A bounded ring of tasks, guarded by the lock of the [`Locked`] that holds it.
struct Ring {
    buf: *mut Task,
    cap: usize,
    head: usize,
    len: usize,
    /// Submitters sleeping until there is room (used for the global ring only).
    blocked: usize,
}

impl Ring {
    fn new(buf: *mut Task, cap: usize) -> Self {
        Ring {
            buf,
            cap,
            head: 0,
            len: 0,
            blocked: 0,
        }
    }

    fn push_back(&mut self, t: Task) -> bool {
        if self.len == self.cap {
            return false;
        }
        // SAFETY: the index is below cap, inside the ring.
        unsafe { self.buf.add((self.head + self.len) % self.cap).write(t) };
        self.len += 1;
        true
    }

    fn pop_front(&mut self) -> Option<Task> {
        if self.len == 0 {
            return None;
        }
        // SAFETY: as above.
        let t = unsafe { self.buf.add(self.head).read() };
        self.head = (self.head + 1) % self.cap;
        self.len -= 1;
        Some(t)
    }

    fn pop_back(&mut self) -> Option<Task> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        // SAFETY: as above.
        Some(unsafe { self.buf.add((self.head + self.len) % self.cap).read() })
    }
}

/// A ring under its own lock, with its length mirrored for polling without the lock.
struct Locked {
    lock: RawMutex,
    ring: UnsafeCell<Ring>,
    queued: AtomicUsize,
}

impl Locked {
    fn new(ring: Ring) -> Self {
        Locked {
            lock: RawMutex::new(),
            ring: UnsafeCell::new(ring),
            queued: AtomicUsize::new(0),
        }
    }

    #[allow(clippy::mut_from_ref)] // the lock makes the reference exclusive
    fn lock(&self) -> &mut Ring {
        self.lock.lock();
        // SAFETY: locked until `unlock`, and the caller drops the reference before that.
        unsafe { &mut *self.ring.get() }
    }

    fn unlock(&self, r: &mut Ring) {
        self.queued.store(r.len, Relaxed);
        self.lock.unlock_held();
    }

    fn with<R>(&self, f: impl FnOnce(&mut Ring) -> R) -> R {
        let ring = self.lock();
        let out = f(ring);
        self.unlock(ring);
        out
    }
}

struct Pool {
    alloc: mem_Allocator,
    global: Locked,
    workers: *const Locked,
    nthreads: usize,
    threads: *mut *mut SchedTask,
    stopping: AtomicBool,
    idle: AtomicUsize,
    work_seq: AtomicU32,
    space_seq: AtomicU32,
    pending: AtomicI64,
    done_seq: AtomicU32,
    done_waiters: AtomicU32,
    /// Size and alignment of the pool's single allocation.
    size: usize,
    align: usize,
}

/// The pool whose worker the running task is, and its index (task-local words 0 and 1).
fn current() -> (*const Pool, usize) {
    let t = sched::current_task();
    if t.is_null() {
        return (ptr::null(), 0);
    }
    // SAFETY: the running task.
    let t = unsafe { &*t };
    (t.locals[0].get() as *const Pool, t.locals[1].get())
}

fn set_current(p: *const Pool, i: usize) {
    let t = sched::current_task();
    if !t.is_null() {
        // SAFETY: the running task.
        let t = unsafe { &*t };
        t.locals[0].set(p as usize);
        t.locals[1].set(i);
    }
}

/// A pool pointer carried into its worker threads.
#[derive(Clone, Copy)]
struct PoolRef(*const Pool);
// SAFETY: the pool outlives its workers (Free joins them before releasing it).
unsafe impl Send for PoolRef {}

impl Pool {
    fn local(&self, i: usize) -> &Locked {
        // SAFETY: i < nthreads; the array lives as long as the pool.
        unsafe { &*self.workers.add(i) }
    }

    fn run(&self, t: Task) {
        // For ThreadSanitizer (see `san`): Go happens before the task runs, and the task
        // before the Wait (or Free) that sees it done.
        crate::san::acquire(&self.global);
        // SAFETY: a C task with the argument its submitter gave.
        crate::san::outside(|| unsafe { (t.f)(t.arg) });
        crate::san::release(&self.pending);
        if self.pending.fetch_sub(1, SeqCst) == 1 && self.done_waiters.load(SeqCst) > 0 {
            self.done_seq.fetch_add(1, SeqCst);
            Sched::wake(&self.done_seq, i32::MAX);
        }
    }

    /// Wakes one sleeping worker, if any (after a push).
    fn notify(&self) {
        if self.idle.load(SeqCst) > 0 {
            self.work_seq.fetch_add(1, SeqCst);
            Sched::wake(&self.work_seq, 1);
        }
    }

    /// Spins, without any lock, until `ready` holds or the spin budget is spent.
    /// On a task it yields once instead: the party it waits for may be queued on the same
    /// carrier, and spinning would only delay it.
    fn poll(&self, ready: impl Fn() -> bool) {
        if crate::prim::on_task() {
            if !ready() {
                sched::yield_now();
            }
            return;
        }
        for _ in 0..POOL_SPIN {
            if ready() {
                return;
            }
            std::hint::spin_loop();
        }
    }

    fn anything_queued(&self) -> bool {
        self.global.queued.load(Relaxed) > 0
            || (0..self.nthreads).any(|i| self.local(i).queued.load(Relaxed) > 0)
    }

    /// The next task for worker `me`: its own newest, the global oldest, or a stolen oldest.
    /// `thorough` takes every lock (the re-scan before sleeping); otherwise deques that look
    /// empty are skipped.
    fn find_work(&self, me: usize, thorough: bool) -> Option<Task> {
        if let Some(t) = self.local(me).with(Ring::pop_back) {
            return Some(t);
        }
        if thorough || self.global.queued.load(Relaxed) > 0 {
            let g = self.global.lock();
            let t = g.pop_front();
            if t.is_some() && g.blocked > 0 {
                self.space_seq.fetch_add(1, SeqCst);
                Sched::wake(&self.space_seq, 1);
            }
            self.global.unlock(g);
            if t.is_some() {
                return t;
            }
        }
        for k in 1..self.nthreads {
            let victim = self.local((me + k) % self.nthreads);
            if thorough || victim.queued.load(Relaxed) > 0 {
                if let Some(t) = victim.with(Ring::pop_front) {
                    return Some(t);
                }
            }
        }
        None
    }

    fn worker(&self, me: usize) {
        set_current(self, me);
        loop {
            if let Some(t) = self.find_work(me, false) {
                self.run(t);
                continue;
            }
            self.poll(|| self.anything_queued() || self.stopping.load(Relaxed));
            if let Some(t) = self.find_work(me, false) {
                self.run(t);
                continue;
            }
            self.idle.fetch_add(1, SeqCst);
            let seq = self.work_seq.load(SeqCst);
            if let Some(t) = self.find_work(me, true) {
                self.idle.fetch_sub(1, SeqCst);
                self.run(t);
                continue;
            }
            if self.stopping.load(SeqCst) {
                self.idle.fetch_sub(1, SeqCst);
                break;
            }
            Sched::wait(&self.work_seq, seq, None);
            self.idle.fetch_sub(1, SeqCst);
        }
    }

    fn submit(&self, t: Task) {
        crate::san::release(&self.global);
        self.pending.fetch_add(1, SeqCst);
        let (cur, me) = current();
        if ptr::eq(cur, self) {
            if self.local(me).with(|r| r.push_back(t)) || self.global.with(|g| g.push_back(t)) {
                self.notify();
            } else {
                self.run(t);
            }
            return;
        }
        let mut spun = false;
        let mut g = self.global.lock();
        loop {
            if g.push_back(t) {
                self.global.unlock(g);
                self.notify();
                return;
            }
            if !spun {
                spun = true;
                let cap = g.cap;
                self.global.unlock(g);
                self.poll(|| self.global.queued.load(Relaxed) < cap);
                g = self.global.lock();
                continue;
            }
            spun = false;
            g.blocked += 1;
            let seq = self.space_seq.load(SeqCst);
            self.global.unlock(g);
            Sched::wait(&self.space_seq, seq, None);
            g = self.global.lock();
            g.blocked -= 1;
        }
    }

    fn wait(&self) {
        self.done_waiters.fetch_add(1, SeqCst);
        loop {
            let seq = self.done_seq.load(SeqCst);
            if self.pending.load(SeqCst) == 0 {
                break;
            }
            Sched::wait(&self.done_seq, seq, None);
        }
        self.done_waiters.fetch_sub(1, SeqCst);
        crate::san::acquire(&self.pending);
    }
}

fn alloc_or_panic(a: mem_Allocator, size: usize, align: usize) -> *mut c_void {
    // The allocator may be the program's own code.
    let r = crate::san::outside(|| mem::alloc(a, size as i64, align as i64));
    if r.err != mem_ErrNone || r.ptr.is_null() {
        so_panic("conc: out of memory");
    }
    r.ptr
}

fn online_cpus() -> i64 {
    // SAFETY: sysconf has no preconditions.
    let n = unsafe { libc::sysconf(libc::_SC_NPROCESSORS_ONLN) };
    n.max(1)
}

#[no_mangle]
pub extern "C" fn conc_NewPool(alloc: mem_Allocator, opts: conc_PoolOptions) -> *mut conc_Pool {
    let _in = crate::san::enter();
    let nthreads = if opts.NumThreads > 0 {
        opts.NumThreads
    } else {
        online_cpus()
    } as usize;
    let cap = if opts.QueueSize > 0 {
        opts.QueueSize as usize
    } else {
        nthreads
    };
    // One allocation: the pool, the global ring, the workers' deques and their rings, the
    // thread handles.
    let ring_off = size_of::<Pool>().next_multiple_of(align_of::<Task>());
    let locals_off = (ring_off + cap * size_of::<Task>()).next_multiple_of(align_of::<Locked>());
    let local_rings_off =
        (locals_off + nthreads * size_of::<Locked>()).next_multiple_of(align_of::<Task>());
    let threads_off = (local_rings_off + nthreads * LOCAL_CAP * size_of::<Task>())
        .next_multiple_of(align_of::<*mut SchedTask>());
    let size = threads_off + nthreads * size_of::<*mut SchedTask>();
    let align = align_of::<Pool>()
        .max(align_of::<Task>())
        .max(align_of::<Locked>())
        .max(align_of::<*mut SchedTask>());
    let base = alloc_or_panic(alloc, size, align).cast::<u8>();
    let p = base.cast::<Pool>();
    // SAFETY: every offset is inside the allocation and suitably aligned.
    let (ring, locals, local_rings, threads) = unsafe {
        (
            base.add(ring_off).cast::<Task>(),
            base.add(locals_off).cast::<Locked>(),
            base.add(local_rings_off).cast::<Task>(),
            base.add(threads_off).cast::<*mut SchedTask>(),
        )
    };
    for i in 0..nthreads {
        // SAFETY: inside the allocation (see the offsets above).
        unsafe {
            locals.add(i).write(Locked::new(Ring::new(
                local_rings.add(i * LOCAL_CAP),
                LOCAL_CAP,
            )))
        };
    }
    let pool = Pool {
        alloc,
        global: Locked::new(Ring::new(ring, cap)),
        workers: locals,
        nthreads,
        threads,
        stopping: AtomicBool::new(false),
        idle: AtomicUsize::new(0),
        work_seq: AtomicU32::new(0),
        space_seq: AtomicU32::new(0),
        pending: AtomicI64::new(0),
        done_seq: AtomicU32::new(0),
        done_waiters: AtomicU32::new(0),
        size,
        align,
    };
    // SAFETY: fresh memory of the right size and alignment.
    unsafe { ptr::write(p, pool) };
    for i in 0..nthreads {
        let r = PoolRef(p);
        let body = move || {
            let r = r;
            // SAFETY: the pool lives until Free has joined this thread.
            crate::panic::abort_on_panic(|| unsafe { (*r.0).worker(i) });
            0
        };
        match sched::spawn(sched::Body::Rust(Box::new(body)), opts.StackSize) {
            // SAFETY: i < nthreads, inside the handle array.
            Some(t) => unsafe { threads.add(i).write(t) },
            None => so_panic("conc: cannot start thread"),
        }
    }
    // Its making (the allocation) comes before its Free, whoever frees it.
    // SAFETY: written above.
    crate::san::release(unsafe { &(*p).global });
    p.cast()
}

#[no_mangle]
pub unsafe extern "C" fn conc_Pool_Go(p: *mut conc_Pool, f: conc_TaskFunc, arg: *mut c_void) {
    let _in = crate::san::enter();
    let Some(f) = f else {
        so_panic("runtime error: invalid memory address or nil pointer dereference")
    };
    (*p.cast::<Pool>()).submit(Task { f, arg })
}

#[no_mangle]
pub unsafe extern "C" fn conc_Pool_Wait(p: *mut conc_Pool) {
    let _in = crate::san::enter();
    (*p.cast::<Pool>()).wait()
}

#[no_mangle]
pub unsafe extern "C" fn conc_Pool_Free(p: *mut conc_Pool) {
    let _in = crate::san::enter();
    let pool = &*p.cast::<Pool>();
    pool.wait();
    pool.stopping.store(true, SeqCst);
    pool.work_seq.fetch_add(1, SeqCst);
    Sched::wake(&pool.work_seq, i32::MAX);
    for i in 0..pool.nthreads {
        let t = pool.threads.add(i).read();
        let join = &(*t).join;
        while join.state.load(SeqCst) == JOIN_RUNNING {
            Sched::wait(&join.state, JOIN_RUNNING, None);
        }
        sched::release_task(t); // the pool's reference to its worker
    }
    crate::san::acquire(&pool.global);
    let (alloc, size, align) = (pool.alloc, pool.size, pool.align);
    crate::san::outside(|| mem::free(alloc, p.cast(), size as i64, align as i64));
}
