//! Idle carriers: sleeping without using CPU, and waking one when work appears, with no lost
//! wakeup (the protocol is model-checked with loom in `loom_tests`).
//!
//! - A carrier that found nothing takes the idle list's lock, looks at every queue once more,
//!   and only if all are empty registers in the list and sleeps on its slot's word until a
//!   waker sets it.
//! - Whoever makes work stealable calls [`Idle::notify`] after the push: it pops a registered
//!   carrier under the same lock and wakes it. A woken carrier that finds nothing registers
//!   again.
//! - Before registering, a carrier that ran out of work *spins* for a little while (steals in a
//!   loop, see `SPIN_ROUNDS` in the scheduler): a burst of new work is then taken without a
//!   wake-up system call (a spinning carrier is not registered, so a notify finds nobody).
//!
//! Why nothing is lost: the look-and-register and the pop are ordered by the lock. If the
//! sleeper's critical section comes first, the notifier finds it registered; if the
//! notifier's comes first, the push happened before it and so before the sleeper's look.

use crate::prim::{futex_wait, futex_wake, AtomicU32, AtomicUsize, Ordering::SeqCst};
use crate::sync::RawMutex;

/// A carrier's part in the protocol: the word it sleeps on.
#[derive(Debug, Default)]
pub struct Slot {
    word: AtomicU32,
}

impl Slot {
    pub fn new() -> Self {
        Slot {
            word: AtomicU32::new(0),
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct SlotPtr(*const Slot);
// SAFETY: a slot stays alive while it is in the list (its owner is asleep or taking it off).
unsafe impl Send for SlotPtr {}

pub struct Idle {
    lock: RawMutex,
    list: crate::prim::UnsafeCell<Vec<SlotPtr>>,
    nidle: AtomicUsize,
}

// SAFETY: the list is only touched under the lock.
unsafe impl Sync for Idle {}
unsafe impl Send for Idle {}

impl Default for Idle {
    fn default() -> Self {
        Self::new()
    }
}

impl Idle {
    pub fn new() -> Self {
        Idle {
            lock: RawMutex::new(),
            list: crate::prim::UnsafeCell::new(Vec::new()),
            nidle: AtomicUsize::new(0),
        }
    }

    pub fn idle_count(&self) -> usize {
        self.nidle.load(SeqCst)
    }

    fn with_list<R>(&self, f: impl FnOnce(&mut Vec<SlotPtr>) -> R) -> R {
        self.lock.lock();
        // SAFETY: locked.
        let r = self.list.with_mut(|l| f(unsafe { &mut *l }));
        self.lock.unlock_held();
        r
    }

    /// Called after work was made stealable: wakes one registered carrier, if any. (A carrier
    /// that is still spinning for work is not registered: it costs no wake-up.)
    pub fn notify(&self) {
        let woken = self.with_list(|l| {
            let s = l.pop()?;
            self.nidle.fetch_sub(1, SeqCst);
            Some(s)
        });
        if let Some(s) = woken {
            // SAFETY: the owner sleeps (or is about to) until this store. (A swap rather than a
            // store: loom, which treats SeqCst accesses as AcqRel, can lose a plain store here.)
            let slot = unsafe { &*s.0 };
            slot.word.swap(1, SeqCst);
            futex_wake(&slot.word, 1);
        }
    }

    /// Sleeps until woken, unless `work` (looked at under the list lock, as the carrier
    /// registers) finds something.
    pub fn sleep(&self, slot: &Slot, work: impl Fn() -> bool) {
        let me = SlotPtr(slot);
        let registered = self.with_list(|l| {
            if work() {
                return false;
            }
            l.push(me);
            self.nidle.fetch_add(1, SeqCst);
            true
        });
        if !registered {
            return;
        }
        while slot.word.swap(0, SeqCst) == 0 {
            futex_wait(&slot.word, 0, None);
        }
    }
}
