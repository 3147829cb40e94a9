//! WaitGroup: a 64-bit state (counter in the high half, sleeping waiters in the low half) and a
//! 32-bit sequence word the waiters sleep on.
//!
//! Wait reads the sequence number, then registers itself with a CAS that succeeds only if the
//! counter is still non-zero, then sleeps until the number changes. Add that brings the counter
//! to zero with waiters registered clears the waiter count (by CAS, so a concurrent Add that
//! made the counter non-zero again is not missed) and bumps the sequence number and wakes every
//! sleeper. Because the waiter's CAS precedes the Add that observed it, the bump follows the
//! waiter's read of the sequence number: no lost wake-up.

use crate::abi::sync_WaitGroup;
use crate::panic::so_panic;
use crate::prim::{Futex, Ordering::SeqCst, Sched};
use crate::san;
use crate::sync::atomic_u32;
use std::sync::atomic::AtomicU64;

const WAITERS: u64 = 0xffff_ffff;

fn counter(s: u64) -> i32 {
    (s >> 32) as u32 as i32
}

unsafe fn parts<'a>(wg: *mut sync_WaitGroup) -> (&'a AtomicU64, &'a std::sync::atomic::AtomicU32) {
    (
        AtomicU64::from_ptr(std::ptr::addr_of_mut!((*wg).state)),
        atomic_u32(std::ptr::addr_of_mut!((*wg).seq)),
    )
}

#[no_mangle]
pub unsafe extern "C" fn sync_WaitGroup_Add(wg: *mut sync_WaitGroup, delta: i64) {
    let _in = crate::san::enter();
    let (state, seq) = parts(wg);
    // For ThreadSanitizer: an Add (a Done) happens before the Wait it lets return.
    san::release(wg);
    let mut s = state.load(SeqCst);
    let mut new;
    loop {
        let c = counter(s) as i64 + delta;
        if c < 0 {
            so_panic("sync: negative WaitGroup counter");
        }
        new = ((c as u32 as u64) << 32) | (s & WAITERS);
        match state.compare_exchange_weak(s, new, SeqCst, SeqCst) {
            Ok(_) => break,
            Err(now) => s = now,
        }
    }
    if counter(new) != 0 || new & WAITERS == 0 {
        return;
    }
    // Release the waiters: clear their count unless the counter moved again.
    let mut s = new;
    while counter(s) == 0 && s & WAITERS != 0 {
        match state.compare_exchange_weak(s, 0, SeqCst, SeqCst) {
            Ok(_) => {
                seq.fetch_add(1, SeqCst);
                Sched::wake(seq, i32::MAX);
                return;
            }
            Err(now) => s = now,
        }
    }
}

#[no_mangle]
pub unsafe extern "C" fn sync_WaitGroup_Done(wg: *mut sync_WaitGroup) {
    sync_WaitGroup_Add(wg, -1)
}

#[no_mangle]
pub unsafe extern "C" fn sync_WaitGroup_Wait(wg: *mut sync_WaitGroup) {
    let _in = crate::san::enter();
    let (state, seq) = parts(wg);
    loop {
        let s = state.load(SeqCst);
        if counter(s) == 0 {
            san::acquire(wg);
            return;
        }
        let before = seq.load(SeqCst);
        if state.compare_exchange(s, s + 1, SeqCst, SeqCst).is_err() {
            continue;
        }
        while seq.load(SeqCst) == before {
            Sched::wait(seq, before, None);
        }
        san::acquire(wg);
        return;
    }
}
