//! The primitives every blocking core is written against: atomics, a cell for lock-protected
//! data, futex wait/wake and a spin hint.
//!
//! In a normal build they are `std` atomics and the Linux futex system call. Under `--cfg loom`
//! they are loom's atomics and a futex simulated with a loom mutex and condition variable, so the
//! same core code (the mutex state machine, the channel handoff) is model-checked by loom.

#[cfg(not(loom))]
pub use std::sync::atomic::{fence, AtomicBool, AtomicU32, AtomicUsize, Ordering};

#[cfg(loom)]
pub use loom::sync::atomic::{fence, AtomicBool, AtomicU32, AtomicUsize, Ordering};

/// How many times a lock or a parked channel operation polls before it sleeps in the kernel.
/// Under loom every poll is a scheduling point, so spinning only multiplies the state space.
#[cfg(not(loom))]
pub const SPIN_LIMIT: u32 = 100;
#[cfg(loom)]
pub const SPIN_LIMIT: u32 = 0;

/// A cell for data that a lock protects. `with`/`with_mut` hand out raw pointers, as loom's
/// `UnsafeCell` does, so loom can check that accesses are ordered by the lock.
#[cfg(not(loom))]
#[derive(Debug, Default)]
pub struct UnsafeCell<T>(std::cell::UnsafeCell<T>);

#[cfg(not(loom))]
impl<T> UnsafeCell<T> {
    pub const fn new(v: T) -> Self {
        UnsafeCell(std::cell::UnsafeCell::new(v))
    }
    #[inline]
    pub fn with<R>(&self, f: impl FnOnce(*const T) -> R) -> R {
        f(self.0.get())
    }
    #[inline]
    pub fn with_mut<R>(&self, f: impl FnOnce(*mut T) -> R) -> R {
        f(self.0.get())
    }
}

#[cfg(loom)]
pub use loom::cell::UnsafeCell;

/// The outcome of a futex wait.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wake {
    /// Woken, woken spuriously, or the word no longer held the expected value.
    Woken,
    /// The timeout ran out.
    TimedOut,
}

#[inline]
pub fn spin_hint() {
    #[cfg(not(loom))]
    std::hint::spin_loop();
    #[cfg(loom)]
    loom::thread::yield_now();
}

#[cfg(not(loom))]
mod futex_impl {
    use super::{AtomicU32, Wake};
    use std::time::Duration;

    /// Sleeps while `*word == expected`, at most `timeout` (forever when `None`).
    pub fn wait(word: &AtomicU32, expected: u32, timeout: Option<Duration>) -> Wake {
        let ts;
        let tsp = match timeout {
            Some(d) => {
                ts = libc::timespec {
                    tv_sec: d.as_secs().min(i64::MAX as u64) as libc::time_t,
                    tv_nsec: d.subsec_nanos() as libc::c_long,
                };
                &ts as *const libc::timespec
            }
            None => std::ptr::null(),
        };
        // SAFETY: the kernel only reads the word at this address and the timespec; both live
        // for the duration of the call.
        let r = unsafe {
            libc::syscall(
                libc::SYS_futex,
                word.as_ptr(),
                libc::FUTEX_WAIT | libc::FUTEX_PRIVATE_FLAG,
                expected,
                tsp,
                std::ptr::null::<u32>(),
                0u32,
            )
        };
        if r != 0 && std::io::Error::last_os_error().raw_os_error() == Some(libc::ETIMEDOUT) {
            Wake::TimedOut
        } else {
            Wake::Woken
        }
    }

    /// Wakes at most `n` threads sleeping on the word at `addr`.
    ///
    /// It takes a raw address, not a reference: a waker may call it after the sleeper has
    /// already returned and its stack frame (holding the word) is gone. The kernel never writes
    /// through the address, and every sleeper in this crate tolerates spurious wakeups, so a
    /// stale wake is harmless.
    #[allow(clippy::not_unsafe_ptr_arg_deref)] // the address is never dereferenced
    pub fn wake_addr(addr: *const AtomicU32, n: i32) {
        // SAFETY: FUTEX_WAKE does not access user memory beyond hashing the address.
        unsafe {
            libc::syscall(
                libc::SYS_futex,
                addr,
                libc::FUTEX_WAKE | libc::FUTEX_PRIVATE_FLAG,
                n,
                std::ptr::null::<libc::timespec>(),
                std::ptr::null::<u32>(),
                0u32,
            );
        }
    }
}

#[cfg(loom)]
mod futex_impl {
    //! A futex for loom: one global "bucket" (a loom mutex and condition variable). Waiting
    //! checks the word under the bucket lock, as the kernel does, so a wake that follows a
    //! store can never be lost; a wake wakes every sleeper, which the real futex allows as
    //! spurious wakeups. A timed wait may time out at any moment: it yields once and reports
    //! a timeout, which lets loom explore a timeout racing with a handoff.
    use super::{AtomicU32, Ordering, Wake};
    use loom::sync::{Condvar, Mutex};
    use std::time::Duration;

    struct Bucket {
        gen: Mutex<u64>,
        cv: Condvar,
    }

    loom::lazy_static! {
        static ref BUCKET: Bucket = Bucket { gen: Mutex::new(0), cv: Condvar::new() };
    }

    pub fn wait(word: &AtomicU32, expected: u32, timeout: Option<Duration>) -> Wake {
        let mut g = BUCKET.gen.lock().unwrap();
        if word.load(Ordering::SeqCst) != expected {
            return Wake::Woken;
        }
        if timeout.is_some() {
            drop(g);
            loom::thread::yield_now();
            return Wake::TimedOut;
        }
        let start = *g;
        while *g == start {
            g = BUCKET.cv.wait(g).unwrap();
        }
        Wake::Woken
    }

    pub fn wake_addr(_addr: *const AtomicU32, _n: i32) {
        let mut g = BUCKET.gen.lock().unwrap();
        *g += 1;
        BUCKET.cv.notify_all();
    }
}

pub use futex_impl::{wait as futex_wait, wake_addr as futex_wake_addr};

/// Wakes at most `n` threads sleeping on `word`.
#[inline]
pub fn futex_wake(word: &AtomicU32, n: i32) {
    futex_wake_addr(word as *const AtomicU32, n)
}

/// How a blocking core sleeps on a word: the kernel futex (internal locks, held briefly and
/// never across a park) or the scheduler's address wait (user-facing primitives: a task parks,
/// a thread sleeps).
pub trait Futex {
    fn wait(word: &AtomicU32, expected: u32, timeout: Option<std::time::Duration>) -> Wake;
    fn wake_addr(addr: *const AtomicU32, n: i32);
    #[inline]
    fn wake(word: &AtomicU32, n: i32) {
        Self::wake_addr(word as *const AtomicU32, n)
    }
}

/// The kernel futex (simulated under loom).
pub struct Kernel;
impl Futex for Kernel {
    #[inline]
    fn wait(word: &AtomicU32, expected: u32, timeout: Option<std::time::Duration>) -> Wake {
        futex_wait(word, expected, timeout)
    }
    #[inline]
    fn wake_addr(addr: *const AtomicU32, n: i32) {
        futex_wake_addr(addr, n)
    }
}

/// The scheduler's address wait: parks a task, or sleeps a plain thread.
#[cfg(not(loom))]
pub struct Sched;
#[cfg(not(loom))]
impl Futex for Sched {
    #[inline]
    fn wait(word: &AtomicU32, expected: u32, timeout: Option<std::time::Duration>) -> Wake {
        crate::sched::table::wait(word, expected, timeout)
    }
    #[inline]
    fn wake_addr(addr: *const AtomicU32, n: i32) {
        crate::sched::table::wake_addr(addr, n)
    }
}
#[cfg(loom)]
pub use Kernel as Sched;

/// Who is waiting, and how to wake them: a task or a thread (the scheduler's parker), or a
/// loom thread in the model.
#[cfg(not(loom))]
pub use crate::sched::ParkerRef;
/// Parks the caller until unparked or `deadline`; true if the deadline has passed.
#[cfg(not(loom))]
#[inline]
pub fn park_current(deadline: Option<std::time::Instant>) -> bool {
    crate::sched::park(deadline);
    deadline.is_some_and(|d| std::time::Instant::now() >= d)
}
#[cfg(not(loom))]
#[inline]
pub fn unpark(p: ParkerRef) {
    crate::sched::unpark(p)
}
#[cfg(not(loom))]
#[inline]
pub fn on_task() -> bool {
    !crate::sched::current_task().is_null()
}

#[cfg(loom)]
#[derive(Clone, Debug)]
pub struct ParkerRef(loom::thread::Thread);
#[cfg(loom)]
impl ParkerRef {
    pub fn current() -> Self {
        ParkerRef(loom::thread::current())
    }
}
/// Under loom a timed park "times out" at once (it yields and reports the deadline passed),
/// which lets loom explore a timeout racing a wakeup.
#[cfg(loom)]
pub fn park_current(deadline: Option<std::time::Instant>) -> bool {
    if deadline.is_some() {
        loom::thread::yield_now();
        true
    } else {
        loom::thread::park();
        false
    }
}
#[cfg(loom)]
pub fn unpark(p: ParkerRef) {
    p.0.unpark()
}
#[cfg(loom)]
pub fn on_task() -> bool {
    false
}
