//! The reader/writer lock: a state word and a writer wake-up counter (`writer_notify`).
//!
//! State word bits:
//! - bit 31 `WRITER`: a writer holds the lock.
//! - bit 30 `WRITERS_WAITING`: a writer waits (or is about to). Readers do not enter while it is
//!   set, so writers do not starve.
//! - bit 29 `READERS_WAITING`: a reader sleeps on the state word.
//! - bits 0-28: the number of readers holding the lock.
//!
//! Readers sleep on the state word (they wait for the writer bits to clear); writers sleep on
//! `writer_notify`, a counter bumped each time a writer should look again.
//!
//! No lost wake-ups:
//! - A reader sleeps only while the state word is exactly the value that has `READERS_WAITING`
//!   set; the write unlock clears the whole word (any change makes its futex wait return) and
//!   wakes every reader if the bit was set.
//! - A writer reads `writer_notify`, then re-checks that the lock is still held with
//!   `WRITERS_WAITING` set, then sleeps while the counter is unchanged. Whoever releases the lock
//!   (last reader out, or the writer) changes the state first and bumps the counter after, so a
//!   writer that saw the lock held is certain to see the bump. `WRITERS_WAITING` is cleared only
//!   by a write unlock; a writer that slept re-sets it when it takes the lock, because other
//!   writers may still sleep, so the chain of wake-ups continues.
//!
//! All operations are SeqCst (the argument above relies on one order of the two words).

use crate::abi::sync_RWMutex;
use crate::panic::so_panic;
use crate::prim::{spin_hint, Futex, Ordering::SeqCst, Sched, SPIN_LIMIT};
use crate::san;
use crate::sync::atomic_u32;
use std::sync::atomic::AtomicU32;

const WRITER: u32 = 1 << 31;
const WRITERS_WAITING: u32 = 1 << 30;
const READERS_WAITING: u32 = 1 << 29;
const READERS: u32 = READERS_WAITING - 1;

struct RwLock<'a> {
    state: &'a AtomicU32,
    writer_notify: &'a AtomicU32,
}

impl RwLock<'_> {
    unsafe fn from_c<'a>(rw: *mut sync_RWMutex) -> RwLock<'a> {
        RwLock {
            state: atomic_u32(std::ptr::addr_of_mut!((*rw).state)),
            writer_notify: atomic_u32(std::ptr::addr_of_mut!((*rw).writer_notify)),
        }
    }

    fn can_read(s: u32) -> bool {
        s & (WRITER | WRITERS_WAITING) == 0 && s & READERS < READERS
    }

    fn try_read_lock(&self) -> bool {
        let mut s = self.state.load(SeqCst);
        while Self::can_read(s) {
            match self.state.compare_exchange_weak(s, s + 1, SeqCst, SeqCst) {
                Ok(_) => return true,
                Err(now) => s = now,
            }
        }
        false
    }

    fn read_lock(&self) {
        if self.try_read_lock() {
            return;
        }
        let mut spins = 0;
        loop {
            let s = self.state.load(SeqCst);
            if Self::can_read(s) {
                if self
                    .state
                    .compare_exchange_weak(s, s + 1, SeqCst, SeqCst)
                    .is_ok()
                {
                    return;
                }
                continue;
            }
            if spins < SPIN_LIMIT {
                spins += 1;
                spin_hint();
                continue;
            }
            let sleeping = s | READERS_WAITING;
            if s != sleeping
                && self
                    .state
                    .compare_exchange(s, sleeping, SeqCst, SeqCst)
                    .is_err()
            {
                continue;
            }
            Sched::wait(self.state, sleeping, None);
        }
    }

    fn read_unlock(&self) {
        let mut s = self.state.load(SeqCst);
        loop {
            if s & READERS == 0 || s & WRITER != 0 {
                so_panic("sync: RUnlock of unlocked RWMutex");
            }
            match self.state.compare_exchange_weak(s, s - 1, SeqCst, SeqCst) {
                Ok(_) => break,
                Err(now) => s = now,
            }
        }
        if (s - 1) & READERS == 0 && s & WRITERS_WAITING != 0 {
            self.wake_writer();
        }
    }

    fn wake_writer(&self) {
        self.writer_notify.fetch_add(1, SeqCst);
        Sched::wake(self.writer_notify, 1);
    }

    fn try_write_lock_from(&self, s: u32, slept: bool) -> bool {
        if s & (WRITER | READERS) != 0 {
            return false;
        }
        let new = s | WRITER | if slept { WRITERS_WAITING } else { 0 };
        self.state.compare_exchange(s, new, SeqCst, SeqCst).is_ok()
    }

    fn try_write_lock(&self) -> bool {
        let mut s = self.state.load(SeqCst);
        loop {
            if s & (WRITER | READERS) != 0 {
                return false;
            }
            match self
                .state
                .compare_exchange_weak(s, s | WRITER, SeqCst, SeqCst)
            {
                Ok(_) => return true,
                Err(now) => s = now,
            }
        }
    }

    fn write_lock(&self) {
        if self
            .state
            .compare_exchange(0, WRITER, SeqCst, SeqCst)
            .is_ok()
        {
            return;
        }
        let mut slept = false;
        let mut spins = 0;
        loop {
            let s = self.state.load(SeqCst);
            if s & (WRITER | READERS) == 0 {
                if self.try_write_lock_from(s, slept) {
                    return;
                }
                continue;
            }
            if spins < SPIN_LIMIT {
                spins += 1;
                spin_hint();
                continue;
            }
            if s & WRITERS_WAITING == 0
                && self
                    .state
                    .compare_exchange(s, s | WRITERS_WAITING, SeqCst, SeqCst)
                    .is_err()
            {
                continue;
            }
            let seq = self.writer_notify.load(SeqCst);
            let now = self.state.load(SeqCst);
            if now & (WRITER | READERS) == 0 || now & WRITERS_WAITING == 0 {
                continue;
            }
            Sched::wait(self.writer_notify, seq, None);
            slept = true;
        }
    }

    fn write_unlock(&self) {
        let s = self.state.load(SeqCst);
        if s & WRITER == 0 {
            so_panic("sync: Unlock of unlocked RWMutex");
        }
        let old = self.state.swap(0, SeqCst);
        if old & WRITERS_WAITING != 0 {
            self.wake_writer();
        }
        if old & READERS_WAITING != 0 {
            Sched::wake(self.state, i32::MAX);
        }
    }
}

// For ThreadSanitizer (see `san`), two keys: the writer's (the RWMutex's address), which
// Unlock releases and both Lock and RLock acquire, and the readers' (one byte further), which
// RUnlock releases and Lock acquires. So a write section comes before the next read and write
// sections, and a read section before the next write section.

fn writer_key(rw: *mut sync_RWMutex) -> *const u8 {
    rw as *const u8
}

fn readers_key(rw: *mut sync_RWMutex) -> *const u8 {
    (rw as *const u8).wrapping_add(1)
}

fn locked(rw: *mut sync_RWMutex) {
    san::acquire(writer_key(rw));
    san::acquire(readers_key(rw));
}

#[no_mangle]
pub unsafe extern "C" fn sync_RWMutex_Lock(rw: *mut sync_RWMutex) {
    let _in = crate::san::enter();
    RwLock::from_c(rw).write_lock();
    locked(rw);
}

#[no_mangle]
pub unsafe extern "C" fn sync_RWMutex_Unlock(rw: *mut sync_RWMutex) {
    let _in = crate::san::enter();
    san::release(writer_key(rw));
    RwLock::from_c(rw).write_unlock()
}

#[no_mangle]
pub unsafe extern "C" fn sync_RWMutex_RLock(rw: *mut sync_RWMutex) {
    let _in = crate::san::enter();
    RwLock::from_c(rw).read_lock();
    san::acquire(writer_key(rw));
}

#[no_mangle]
pub unsafe extern "C" fn sync_RWMutex_RUnlock(rw: *mut sync_RWMutex) {
    let _in = crate::san::enter();
    san::release(readers_key(rw));
    RwLock::from_c(rw).read_unlock()
}

#[no_mangle]
pub unsafe extern "C" fn sync_RWMutex_TryLock(rw: *mut sync_RWMutex) -> bool {
    let _in = crate::san::enter();
    let ok = RwLock::from_c(rw).try_write_lock();
    if ok {
        locked(rw);
    }
    ok
}

#[no_mangle]
pub unsafe extern "C" fn sync_RWMutex_TryRLock(rw: *mut sync_RWMutex) -> bool {
    let _in = crate::san::enter();
    let ok = RwLock::from_c(rw).try_read_lock();
    if ok {
        san::acquire(writer_key(rw));
    }
    ok
}
