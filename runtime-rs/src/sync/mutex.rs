//! The mutex: one 32-bit futex word with three states.
//!
//! - `UNLOCKED` (0): free.
//! - `LOCKED` (1): held, and no thread sleeps on the word.
//! - `CONTENDED` (2): held, and some thread may sleep on the word.
//!
//! Lock is one compare-and-swap 0→1 when free. Otherwise it polls (reading, not writing, so
//! the cache line stays shared) for a bounded number of rounds, then announces itself by
//! swapping in `CONTENDED` and sleeps on the futex while the word is `CONTENDED`. A thread that
//! went to sleep always re-takes the lock with `CONTENDED`, since it cannot know whether other
//! sleepers remain. Unlock swaps in `UNLOCKED` and makes the wake system call only when the old
//! state was `CONTENDED`.
//!
//! No lost wake-up: a sleeper sleeps only while the word is `CONTENDED` (the kernel checks that
//! atomically with queueing it); an unlocker that finds `CONTENDED` wakes one sleeper after
//! storing 0, and the woken thread's swap to `CONTENDED` keeps the "someone may sleep" fact
//! alive for the next unlock. Acquire on taking and Release on releasing order the critical
//! sections.

use crate::prim::{spin_hint, AtomicU32, Futex, Kernel, Ordering, SPIN_LIMIT};

pub const UNLOCKED: u32 = 0;
pub const LOCKED: u32 = 1;
pub const CONTENDED: u32 = 2;

/// The mutex core, `repr(transparent)` over the state word of `sync_Mutex`.
#[repr(transparent)]
#[derive(Debug)]
pub struct RawMutex {
    state: AtomicU32,
}

/// What Unlock found.
#[derive(Debug, PartialEq, Eq)]
pub struct NotLocked;

impl Default for RawMutex {
    fn default() -> Self {
        Self::new()
    }
}

impl RawMutex {
    #[cfg(not(loom))]
    pub const fn new() -> Self {
        RawMutex {
            state: AtomicU32::new(UNLOCKED),
        }
    }

    #[cfg(loom)]
    pub fn new() -> Self {
        RawMutex {
            state: AtomicU32::new(UNLOCKED),
        }
    }

    /// Views the state word of a C `sync_Mutex` as a `RawMutex`.
    ///
    /// # Safety
    /// `m` must point to a live `sync_Mutex` used only through this module.
    #[cfg(not(loom))]
    #[inline]
    pub unsafe fn from_c<'a>(m: *mut crate::abi::sync_Mutex) -> &'a RawMutex {
        // SAFETY: repr(transparent) over AtomicU32, which has the layout of u32.
        &*(std::ptr::addr_of_mut!((*m).state) as *const RawMutex)
    }

    #[inline]
    pub fn try_lock(&self) -> bool {
        self.state
            .compare_exchange(UNLOCKED, LOCKED, Ordering::Acquire, Ordering::Relaxed)
            .is_ok()
    }

    /// Locks, sleeping in the kernel if it must (internal locks, never held across a park).
    #[inline]
    pub fn lock(&self) {
        self.lock_with::<Kernel>()
    }

    /// Locks, sleeping through `F` (`Sched` for sync.Mutex: a task parks, a thread sleeps).
    #[inline]
    pub fn lock_with<F: Futex>(&self) {
        if !self.try_lock() {
            self.lock_slow::<F>();
        }
    }

    #[cold]
    #[cfg_attr(loom, allow(clippy::reversed_empty_ranges))] // no spinning under loom
    fn lock_slow<F: Futex>(&self) {
        // Poll while someone holds it and nobody has gone to sleep yet; try again when it is
        // seen free.
        for _ in 0..SPIN_LIMIT {
            let s = self.state.load(Ordering::Relaxed);
            if s == UNLOCKED && self.try_lock() {
                return;
            }
            if s == CONTENDED {
                break;
            }
            spin_hint();
        }
        self.lock_contended_with::<F>();
    }

    /// Takes the lock marking it `CONTENDED`: used by threads that have slept (here and by
    /// Cond), which cannot know whether other sleepers remain.
    pub fn lock_contended_with<F: Futex>(&self) {
        while self.state.swap(CONTENDED, Ordering::Acquire) != UNLOCKED {
            F::wait(&self.state, CONTENDED, None);
        }
    }

    /// Releases the lock; `Err(NotLocked)` if it was not held (the caller panics).
    #[inline]
    pub fn unlock(&self) -> Result<(), NotLocked> {
        self.unlock_with::<Kernel>()
    }

    /// Releases the lock, waking a sleeper through `F` (the same `F` the lockers use).
    #[inline]
    pub fn unlock_with<F: Futex>(&self) -> Result<(), NotLocked> {
        match self.state.swap(UNLOCKED, Ordering::Release) {
            LOCKED => Ok(()),
            CONTENDED => {
                F::wake(&self.state, 1);
                Ok(())
            }
            _ => Err(NotLocked),
        }
    }

    /// Releases a lock the caller knows it holds (internal users of the mutex).
    #[inline]
    pub fn unlock_held(&self) {
        let _ = self.unlock();
    }

    #[cfg(test)]
    pub fn state(&self) -> u32 {
        self.state.load(Ordering::SeqCst)
    }
}

#[cfg(not(loom))]
mod ffi {
    use super::RawMutex;
    use crate::abi::sync_Mutex;
    use crate::panic::so_panic;
    use crate::prim::Sched;
    use crate::san;

    // For ThreadSanitizer (see `san`): an Unlock happens before the Lock that takes the mutex
    // next, keyed by the mutex's address (Cond's Wait uses the same key). In a program without
    // a sanitizer each function checks that once and takes its plain path, free of calls.

    #[no_mangle]
    pub unsafe extern "C" fn sync_Mutex_Lock(m: *mut sync_Mutex) {
        let r = RawMutex::from_c(m);
        if san::known_absent() {
            r.lock_with::<Sched>()
        } else {
            lock_announced(r)
        }
    }

    #[cold]
    #[inline(never)]
    fn lock_announced(r: &RawMutex) {
        let _in = san::enter();
        r.lock_with::<Sched>();
        san::acquire(r);
    }

    #[no_mangle]
    pub unsafe extern "C" fn sync_Mutex_TryLock(m: *mut sync_Mutex) -> bool {
        let r = RawMutex::from_c(m);
        let ok = r.try_lock();
        if ok && !san::known_absent() {
            san::acquire(r);
        }
        ok
    }

    #[no_mangle]
    pub unsafe extern "C" fn sync_Mutex_Unlock(m: *mut sync_Mutex) {
        let r = RawMutex::from_c(m);
        let res = if san::known_absent() {
            r.unlock_with::<Sched>()
        } else {
            unlock_announced(r)
        };
        if res.is_err() {
            so_panic("sync: unlock of unlocked mutex")
        }
    }

    #[cold]
    #[inline(never)]
    fn unlock_announced(r: &RawMutex) -> Result<(), super::NotLocked> {
        let _in = san::enter();
        san::release(r);
        r.unlock_with::<Sched>()
    }
}
