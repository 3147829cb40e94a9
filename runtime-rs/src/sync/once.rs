//! Once: a state word `NEW` → `RUNNING` (→ `RUNNING_WAITERS`) → `DONE`.
//!
//! The fast path is one Acquire load seeing `DONE`, which pairs with the Release swap that
//! publishes `DONE` after `f` returned, so everything `f` wrote is visible. The first caller
//! wins the CAS `NEW`→`RUNNING` and runs `f`; others mark `RUNNING_WAITERS` and sleep on the
//! word while it holds that value. The runner swaps in `DONE` and wakes everyone only if the old
//! value says someone may sleep.

use crate::abi::sync_Once;
use crate::prim::{Futex, Ordering, Sched};
use crate::san;
use crate::sync::atomic_u32;

const NEW: u32 = 0;
const RUNNING: u32 = 1;
const RUNNING_WAITERS: u32 = 2;
const DONE: u32 = 3;

#[no_mangle]
pub unsafe extern "C" fn sync_Once_Do(o: *mut sync_Once, f: Option<unsafe extern "C" fn()>) {
    let _in = crate::san::enter();
    let state = atomic_u32(std::ptr::addr_of_mut!((*o).state));
    if state.load(Ordering::Acquire) != DONE {
        once_slow(state, f);
    }
    // For ThreadSanitizer: f's return happens before every Do returns.
    san::acquire(state);
}

#[cold]
unsafe fn once_slow(state: &std::sync::atomic::AtomicU32, f: Option<unsafe extern "C" fn()>) {
    loop {
        match state.compare_exchange(NEW, RUNNING, Ordering::Acquire, Ordering::Acquire) {
            Ok(_) => {
                if let Some(f) = f {
                    crate::san::outside(|| f());
                }
                san::release(state);
                if state.swap(DONE, Ordering::Release) == RUNNING_WAITERS {
                    Sched::wake(state, i32::MAX);
                }
                return;
            }
            Err(DONE) => return,
            Err(RUNNING) => {
                let _ = state.compare_exchange(
                    RUNNING,
                    RUNNING_WAITERS,
                    Ordering::Acquire,
                    Ordering::Acquire,
                );
            }
            Err(_) => {
                Sched::wait(state, RUNNING_WAITERS, None);
            }
        }
    }
}
