//! Parked waiters and the handoff protocol.
//!
//! A blocked operation (a Send, a Recv, or a whole Select) owns one [`Group`] on its stack: a
//! futex word with the states
//!
//! - `WAITING`: parked, not asleep in the kernel (spinning or about to sleep);
//! - `SLEEPING`: parked and (about to be) asleep on the word;
//! - `CLAIMED`: a claimer won and is moving the value;
//! - `DONE`: the claimer finished; the outcome fields are valid;
//! - `TIMED_OUT`: the owner gave up first.
//!
//! It links one [`Waiter`] per channel it waits on into that channel's send or receive queue;
//! every waiter points at the group. A plain operation has one waiter; a Select has one per case.
//!
//! A thread that finds a waiter in a queue (holding that channel's lock) *claims* the group with
//! a CAS from `WAITING` or `SLEEPING` to `CLAIMED`. Exactly one claim can succeed, so a Select
//! fires at most one case and a timed-out waiter is never handed a value. The claimer then moves
//! the value directly between its own buffer and the waiter's slot, records which case fired and
//! whether it succeeded, publishes `DONE` with a Release store (which the owner's Acquire load
//! pairs with, making the copied value visible), and makes the wake system call only if the
//! value it replaced was `SLEEPING`. A failed claim means the waiter is stale (its group already
//! fired or timed out): it is just dropped from the queue.
//!
//! The owner (a thread spins briefly first; a task does not, its partner may need its carrier)
//! moves `WAITING` → `SLEEPING` by CAS and parks (a task switches away, a thread sleeps on its
//! own futex) until the word leaves `SLEEPING`. Every transition is an RMW on the one word, so
//! there is no lost wake-up: if the claim came first, the owner's CAS fails and it does not
//! park; if the owner's CAS came first, the claimer sees `SLEEPING` and unparks the owner (an
//! unpark before the park is kept as a token, so the park then returns at once). While the word is `CLAIMED` the owner yields until
//! `DONE` (a window of one copy under a lock). The owner times out by CAS from `WAITING` or
//! `SLEEPING` to `TIMED_OUT`; if that fails a claimer won and the owner waits for `DONE`.
//! The claimer never touches the group after its `DONE` store: the owner may have returned and
//! its stack frame may be gone; it reads the owner's parker first (parkers are type-stable, so
//! a late unpark is at worst a spurious wakeup).
//!
//! Queue links are read and written only under the channel's lock.

use crate::prim::{
    on_task, park_current, spin_hint, unpark, AtomicBool, AtomicU32, AtomicUsize, Ordering,
    ParkerRef,
};
use std::ptr;
use std::time::{Duration, Instant};

pub const WAITING: u32 = 0;
pub const SLEEPING: u32 = 1;
pub const CLAIMED: u32 = 2;
pub const DONE: u32 = 3;
pub const TIMED_OUT: u32 = 4;

/// The shared fate of one blocked operation.
#[derive(Debug)]
pub struct Group {
    word: AtomicU32,
    /// The case index of the waiter that was completed.
    case: AtomicUsize,
    /// Whether the completed operation succeeded (false: the channel was closed).
    ok: AtomicBool,
    /// Who parks on it.
    owner: ParkerRef,
}

/// How a park ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Parked {
    /// A claimer completed case `case`; `ok` is false when the channel was closed.
    Done {
        case: usize,
        ok: bool,
    },
    TimedOut,
}

impl Default for Group {
    fn default() -> Self {
        Self::new()
    }
}

impl Group {
    pub fn new() -> Self {
        Group {
            word: AtomicU32::new(WAITING),
            case: AtomicUsize::new(0),
            ok: AtomicBool::new(false),
            owner: ParkerRef::current(),
        }
    }

    /// Waits until a claimer completes the group or, with a deadline, until the deadline has
    /// passed and the owner wins the race to mark it `TIMED_OUT`.
    pub fn park(&self, deadline: Option<Instant>) -> Parked {
        if !on_task() {
            let budget = spin_budget::get();
            for _ in 0..budget {
                if self.word.load(Ordering::Acquire) == DONE {
                    spin_budget::spun_and_won(budget);
                    return self.outcome();
                }
                spin_hint();
            }
            spin_budget::spun_in_vain(budget);
        }
        loop {
            match self.word.load(Ordering::Acquire) {
                DONE => return self.outcome(),
                CLAIMED => yield_now(),
                s => {
                    if let Some(d) = deadline {
                        if Instant::now() >= d {
                            if let Some(p) = self.try_time_out(s) {
                                return p;
                            }
                            continue;
                        }
                    }
                    if s == WAITING
                        && self
                            .word
                            .compare_exchange(
                                WAITING,
                                SLEEPING,
                                Ordering::Acquire,
                                Ordering::Acquire,
                            )
                            .is_err()
                    {
                        continue;
                    }
                    if self.word.load(Ordering::Acquire) == SLEEPING && park_current(deadline) {
                        if let Some(p) = self.try_time_out(SLEEPING) {
                            return p;
                        }
                    }
                }
            }
        }
    }

    fn try_time_out(&self, from: u32) -> Option<Parked> {
        self.word
            .compare_exchange(from, TIMED_OUT, Ordering::Acquire, Ordering::Acquire)
            .is_ok()
            .then_some(Parked::TimedOut)
    }

    fn outcome(&self) -> Parked {
        Parked::Done {
            case: self.case.load(Ordering::Relaxed),
            ok: self.ok.load(Ordering::Relaxed),
        }
    }

    /// Whether the group can still be claimed (used to tell live waiters from stale ones).
    pub fn is_waiting(&self) -> bool {
        matches!(self.word.load(Ordering::Acquire), WAITING | SLEEPING)
    }

    /// Claims the group for completion: Some(whether the owner sleeps), or None if another
    /// claimer or a timeout won.
    fn claim(&self) -> Option<bool> {
        let mut s = self.word.load(Ordering::Relaxed);
        while s == WAITING || s == SLEEPING {
            match self
                .word
                .compare_exchange_weak(s, CLAIMED, Ordering::Acquire, Ordering::Relaxed)
            {
                Ok(_) => return Some(s == SLEEPING),
                Err(now) => s = now,
            }
        }
        None
    }
}

/// How long a parked operation polls its word before sleeping, adapted per thread: a handoff
/// that completes while the owner polls saves two system calls, but when the cores are
/// oversubscribed the partner is seldom running and polling only burns its time slice. A win
/// doubles the thread's budget, a sleep halves it, within `[SPIN_LIMIT / 8, SPIN_LIMIT * 8]`.
#[cfg(not(loom))]
mod spin_budget {
    use crate::prim::SPIN_LIMIT;
    use std::cell::Cell;

    const MIN: u32 = SPIN_LIMIT / 8;
    const MAX: u32 = SPIN_LIMIT * 8;

    thread_local! {
        static BUDGET: Cell<u32> = const { Cell::new(SPIN_LIMIT) };
    }

    pub fn get() -> u32 {
        BUDGET.with(Cell::get)
    }
    pub fn spun_and_won(b: u32) {
        BUDGET.with(|c| c.set((b * 2).min(MAX)));
    }
    pub fn spun_in_vain(b: u32) {
        BUDGET.with(|c| c.set((b / 2).max(MIN)));
    }
}

/// Under loom there is no polling: every poll would be one more scheduling point to explore.
#[cfg(loom)]
mod spin_budget {
    pub fn get() -> u32 {
        0
    }
    pub fn spun_and_won(_: u32) {}
    pub fn spun_in_vain(_: u32) {}
}

/// While a claimer moves the value (a copy under a lock): let it finish.
#[cfg(not(loom))]
fn yield_now() {
    if on_task() {
        spin_hint();
    } else {
        std::thread::yield_now()
    }
}
#[cfg(loom)]
fn yield_now() {
    loom::thread::yield_now()
}

/// One queued wait of a group on one channel. Lives on the owner's stack; linked into exactly
/// one queue while `linked`.
#[derive(Debug)]
pub struct Waiter {
    group: *const Group,
    /// Receive: where the value goes (may be null). Send: where it comes from.
    pub slot: *mut u8,
    case: usize,
    next: *mut Waiter,
    prev: *mut Waiter,
    linked: bool,
}

impl Waiter {
    pub fn new(group: &Group, slot: *mut u8, case: usize) -> Self {
        Waiter {
            group,
            slot,
            case,
            next: ptr::null_mut(),
            prev: ptr::null_mut(),
            linked: false,
        }
    }

    /// Whether the waiter is still in a queue (read under that queue's lock).
    pub fn is_linked(&self) -> bool {
        self.linked
    }
}

/// A claimed waiter (and whether its owner sleeps): the claimer must call
/// [`Claimed::complete`] after moving the value.
pub struct Claimed(*mut Waiter, bool);

impl Claimed {
    pub fn slot(&self) -> *mut u8 {
        // SAFETY: a claimed waiter stays alive until its group is DONE.
        unsafe { (*self.0).slot }
    }

    /// Publishes the outcome and wakes the owner. The waiter must not be touched afterwards.
    pub fn complete(self, ok: bool) {
        // SAFETY: as above; everything is read before the DONE store.
        unsafe {
            let g = &*(*self.0).group;
            g.case.store((*self.0).case, Ordering::Relaxed);
            g.ok.store(ok, Ordering::Relaxed);
            #[allow(clippy::clone_on_copy)] // not Copy under loom
            let owner = g.owner.clone();
            g.word.store(DONE, Ordering::Release);
            if self.1 {
                unpark(owner);
            }
        }
    }
}

/// An intrusive FIFO of waiters. Every method requires the owning channel's lock.
#[derive(Debug)]
pub struct Queue {
    head: *mut Waiter,
    tail: *mut Waiter,
}

impl Default for Queue {
    fn default() -> Self {
        Self::new()
    }
}

impl Queue {
    pub const fn new() -> Self {
        Queue {
            head: ptr::null_mut(),
            tail: ptr::null_mut(),
        }
    }

    /// Appends `w`.
    ///
    /// # Safety
    /// `w` must stay alive and unmoved until it is unlinked or its group is DONE.
    pub unsafe fn push_back(&mut self, w: *mut Waiter) {
        (*w).next = ptr::null_mut();
        (*w).prev = self.tail;
        (*w).linked = true;
        if self.tail.is_null() {
            self.head = w;
        } else {
            (*self.tail).next = w;
        }
        self.tail = w;
    }

    /// Removes `w`, which must be linked in this queue.
    ///
    /// # Safety
    /// `w` must be linked into this queue.
    pub unsafe fn remove(&mut self, w: *mut Waiter) {
        let (prev, next) = ((*w).prev, (*w).next);
        if prev.is_null() {
            self.head = next;
        } else {
            (*prev).next = next;
        }
        if next.is_null() {
            self.tail = prev;
        } else {
            (*next).prev = prev;
        }
        (*w).linked = false;
        (*w).next = ptr::null_mut();
        (*w).prev = ptr::null_mut();
    }

    /// Pops waiters from the front until one can be claimed; stale ones are dropped.
    pub fn claim_front(&mut self) -> Option<Claimed> {
        while !self.head.is_null() {
            let w = self.head;
            // SAFETY: linked waiters are alive (their owners unlink them under the lock).
            unsafe {
                self.remove(w);
                if let Some(sleeping) = (*(*w).group).claim() {
                    return Some(Claimed(w, sleeping));
                }
            }
        }
        None
    }

    /// Whether some waiter in the queue could still be claimed.
    pub fn has_live(&self) -> bool {
        let mut w = self.head;
        while !w.is_null() {
            // SAFETY: as above.
            unsafe {
                if (*(*w).group).is_waiting() {
                    return true;
                }
                w = (*w).next;
            }
        }
        false
    }

    /// Claims every waiter (used by Close).
    pub fn drain(&mut self, mut f: impl FnMut(Claimed)) {
        while let Some(c) = self.claim_front() {
            f(c)
        }
    }
}

/// A deadline for `Group::park` from a duration in nanoseconds.
pub fn deadline_after(nanos: i64) -> Option<Instant> {
    Instant::now().checked_add(Duration::from_nanos(nanos.max(0) as u64))
}
