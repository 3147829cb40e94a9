//! Idle carriers: sleeping without using CPU, and waking one when work appears, with no lost
//! wakeup (the protocol is model-checked with loom in `loom_tests`).
//!
//! - A carrier that found nothing registers in the idle list, stops counting as *searching*,
//!   then (after a SeqCst fence) looks at every queue once more; only if all are empty does it
//!   sleep on its slot's word until a waker sets it.
//! - Whoever makes work stealable calls [`Idle::notify`]: after a SeqCst fence, if no carrier is
//!   searching and one is idle, it pops one, marks it searching and wakes it. A searching
//!   carrier that finds work stops searching and, if it was the last searcher and work remains,
//!   notifies again, so work never waits while a carrier sleeps.
//!
//! Why nothing is lost: the pusher's "push; fence; read `searching`/idle list" and the sleeper's
//! "register idle; stop searching; fence; read the queues" are a Dekker pair: either the sleeper
//! sees the work, or the pusher sees the sleeper idle and not searching and wakes it (or sees
//! another searcher, which will run the same re-check before it sleeps).

use crate::prim::{
    fence, futex_wait, futex_wake, AtomicBool, AtomicU32, AtomicUsize, Ordering::SeqCst,
};
use crate::sync::RawMutex;

/// A carrier's part in the protocol.
#[derive(Debug, Default)]
pub struct Slot {
    word: AtomicU32,
    searching: AtomicBool,
}

impl Slot {
    pub fn new() -> Self {
        Slot {
            word: AtomicU32::new(0),
            searching: AtomicBool::new(false),
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct SlotPtr(*const Slot);
// SAFETY: slots live as long as their carriers, which live forever.
unsafe impl Send for SlotPtr {}

pub struct Idle {
    lock: RawMutex,
    list: crate::prim::UnsafeCell<Vec<SlotPtr>>,
    nidle: AtomicUsize,
    searching: AtomicUsize,
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
            searching: AtomicUsize::new(0),
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

    /// Called after work was made stealable.
    pub fn notify(&self) {
        fence(SeqCst);
        if self.searching.load(SeqCst) != 0 || self.nidle.load(SeqCst) == 0 {
            return;
        }
        let woken = self.with_list(|l| {
            let s = l.pop()?;
            self.nidle.fetch_sub(1, SeqCst);
            self.searching.fetch_add(1, SeqCst);
            // SAFETY: slots live forever.
            unsafe { (*s.0).searching.store(true, SeqCst) };
            Some(s)
        });
        if let Some(s) = woken {
            // SAFETY: as above.
            let slot = unsafe { &*s.0 };
            slot.word.store(1, SeqCst);
            futex_wake(&slot.word, 1);
        }
    }

    /// Called by a carrier that found work: it stops searching; the last searcher hands the
    /// search on if `more_work` says work remains.
    pub fn found_work(&self, slot: &Slot, more_work: impl Fn() -> bool) {
        if slot.searching.swap(false, SeqCst)
            && self.searching.fetch_sub(1, SeqCst) == 1
            && more_work()
        {
            self.notify();
        }
    }

    /// Sleeps until woken, unless `work` (re-checked after registering) finds something.
    /// Returns as a searcher.
    pub fn sleep(&self, slot: &Slot, work: impl Fn() -> bool) {
        let me = SlotPtr(slot);
        self.with_list(|l| {
            l.push(me);
            self.nidle.fetch_add(1, SeqCst);
        });
        if slot.searching.swap(false, SeqCst) {
            self.searching.fetch_sub(1, SeqCst);
        }
        fence(SeqCst);
        if work() {
            let removed = self.with_list(|l| {
                let pos = l.iter().position(|s| std::ptr::eq(s.0, slot))?;
                l.swap_remove(pos);
                self.nidle.fetch_sub(1, SeqCst);
                self.searching.fetch_add(1, SeqCst);
                slot.searching.store(true, SeqCst);
                Some(())
            });
            if removed.is_some() {
                return;
            }
            // A waker took us off the list: consume its wakeup below.
        }
        while slot.word.swap(0, SeqCst) == 0 {
            futex_wait(&slot.word, 0, None);
        }
    }
}
