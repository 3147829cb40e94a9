//! The condition variable: a sequence-number futex.
//!
//! Wait reads the sequence number, unlocks the mutex, and sleeps while the number is unchanged;
//! Signal and Broadcast bump the number and wake one or all sleepers. A Signal that happens after
//! Wait read the number (which is after the caller took the mutex, so after the caller's
//! condition check) changes the number, so the sleep returns at once: no lost wake-up. Spurious
//! wake-ups are allowed by the contract. A woken waiter re-takes the mutex marking it contended,
//! since other woken waiters may be about to sleep on it.
//!
//! The `pad` word counts the threads inside Wait, so Signal and Broadcast skip the wake system
//! call when nobody waits. A waiter counts itself in before reading the sequence number and a
//! signaller reads the count after bumping the number (both SeqCst): if the signaller sees no
//! waiter, the waiter's read of the number comes after the bump, so it does not sleep on a
//! stale value.

use crate::abi::sync_Cond;
use crate::panic::so_panic;
use crate::prim::{Futex, Ordering::SeqCst, Sched, Wake};
use crate::san;
use crate::sync::{atomic_u32, RawMutex};
use std::sync::atomic::AtomicU32;
use std::time::Duration;

type Words<'a> = (&'a AtomicU32, &'a AtomicU32, &'a RawMutex);

/// The sequence word, the waiter count and the mutex; panics on a Cond without Init.
unsafe fn parts<'a>(c: *mut sync_Cond) -> Words<'a> {
    let mu = std::ptr::read_volatile(std::ptr::addr_of!((*c).mu));
    if mu.is_null() {
        so_panic("sync: Cond used before Init");
    }
    (
        atomic_u32(std::ptr::addr_of_mut!((*c).seq)),
        atomic_u32(std::ptr::addr_of_mut!((*c).pad)),
        RawMutex::from_c(mu),
    )
}

#[no_mangle]
pub unsafe extern "C" fn sync_Cond_Init(c: *mut sync_Cond, mu: *mut crate::abi::sync_Mutex) {
    std::ptr::write(c, sync_Cond { seq: 0, pad: 0, mu });
}

/// Waits with an optional limit; returns true on timeout.
unsafe fn wait(c: *mut sync_Cond, limit: Option<Duration>) -> bool {
    let (seq, waiters, mu) = parts(c);
    waiters.fetch_add(1, SeqCst);
    let before = seq.load(SeqCst);
    // For ThreadSanitizer: the mutex's edges (as sync_Mutex_*), and a Signal or Broadcast
    // happens before the Wait it ends.
    san::release(mu);
    if mu.unlock_with::<Sched>().is_err() {
        so_panic("sync: unlock of unlocked mutex");
    }
    let timed_out = match limit {
        Some(d) if d.is_zero() => true,
        _ => Sched::wait(seq, before, limit) == Wake::TimedOut,
    };
    waiters.fetch_sub(1, SeqCst);
    mu.lock_contended_with::<Sched>();
    san::acquire(mu);
    san::acquire(c);
    timed_out
}

#[no_mangle]
pub unsafe extern "C" fn sync_Cond_Wait(c: *mut sync_Cond) {
    let _in = crate::san::enter();
    wait(c, None);
}

#[no_mangle]
pub unsafe extern "C" fn sync_Cond_WaitFor(c: *mut sync_Cond, nsec: i64) -> bool {
    let _in = crate::san::enter();
    wait(c, Some(Duration::from_nanos(nsec.max(0) as u64)))
}

#[no_mangle]
pub unsafe extern "C" fn sync_Cond_Signal(c: *mut sync_Cond) {
    let _in = crate::san::enter();
    let (seq, waiters, _) = parts(c);
    san::release(c);
    seq.fetch_add(1, SeqCst);
    if waiters.load(SeqCst) != 0 {
        Sched::wake(seq, 1);
    }
}

#[no_mangle]
pub unsafe extern "C" fn sync_Cond_Broadcast(c: *mut sync_Cond) {
    let _in = crate::san::enter();
    let (seq, waiters, _) = parts(c);
    san::release(c);
    seq.fetch_add(1, SeqCst);
    if waiters.load(SeqCst) != 0 {
        Sched::wake(seq, i32::MAX);
    }
}
