//! The two ways a waiting party sleeps, behind one handle ([`ParkerRef`]):
//!
//! - a **task** parks by switching away; its park state (below) decides, after it is off its
//!   stack, whether it really sleeps or was woken meanwhile;
//! - a **plain OS thread** (one C code made, or a thread before the scheduler exists) parks on
//!   a futex word of its own.
//!
//! Both follow `std::thread::park`'s token rule: an unpark that comes before the park makes the
//! park return at once, and a park may return spuriously, so every caller re-checks its
//! condition in a loop. Parker memory is type-stable (tasks are recycled, thread parkers are
//! never freed), so a late unpark of a party that has moved on only causes a spurious wakeup.
//!
//! Task park states (`TaskPark`): `RUNNING` → (park, after the switch) `PARKED` → (unpark)
//! `RUNNING`, made runnable by the unparker; an unpark while `RUNNING` leaves `NOTIFIED`, which
//! the next park consumes without switching, or which the post-switch commit finds and undoes by
//! making the task runnable again. Exactly one party makes a parked task runnable: the CAS out
//! of `PARKED`.

use crate::prim::{futex_wait, futex_wake, AtomicU32, Ordering::SeqCst, Wake};
use std::time::Instant;

pub const RUNNING: u32 = 0;
pub const PARKED: u32 = 1;
pub const NOTIFIED: u32 = 2;

/// The park state of a task.
#[derive(Debug, Default)]
pub struct TaskPark {
    state: AtomicU32,
}

/// What an unpark must do.
#[derive(Debug, PartialEq, Eq)]
pub enum Unparked {
    /// The task was parked: the caller makes it runnable.
    MakeRunnable,
    /// It was running (or already notified): it will see the token.
    Notified,
}

impl TaskPark {
    pub fn new() -> Self {
        TaskPark {
            state: AtomicU32::new(RUNNING),
        }
    }

    /// Consumes a pending token: true if the park should return at once.
    pub fn try_consume(&self) -> bool {
        self.state
            .compare_exchange(NOTIFIED, RUNNING, SeqCst, SeqCst)
            .is_ok()
    }

    /// Run after the task is off its stack: true if it is now parked, false if a token arrived
    /// meanwhile (then the task is `RUNNING` again and the caller makes it runnable).
    pub fn commit(&self) -> bool {
        match self.state.compare_exchange(RUNNING, PARKED, SeqCst, SeqCst) {
            Ok(_) => true,
            Err(_) => {
                self.state.store(RUNNING, SeqCst);
                false
            }
        }
    }

    pub fn unpark(&self) -> Unparked {
        let mut s = self.state.load(SeqCst);
        loop {
            let (to, out) = match s {
                PARKED => (RUNNING, Unparked::MakeRunnable),
                RUNNING => (NOTIFIED, Unparked::Notified),
                _ => return Unparked::Notified,
            };
            match self.state.compare_exchange(s, to, SeqCst, SeqCst) {
                Ok(_) => return out,
                Err(now) => s = now,
            }
        }
    }

    /// Back to a fresh state (a recycled task).
    pub fn reset(&self) {
        self.state.store(RUNNING, SeqCst);
    }
}

const T_EMPTY: u32 = 0;
const T_PARKED: u32 = 1;
const T_NOTIFIED: u32 = 2;

/// The parker of a plain OS thread: a futex word of its own.
#[derive(Debug, Default)]
pub struct ThreadParker {
    word: AtomicU32,
}

impl ThreadParker {
    pub fn new() -> Self {
        ThreadParker {
            word: AtomicU32::new(T_EMPTY),
        }
    }

    /// Sleeps until unparked or `deadline` (spurious returns allowed).
    pub fn park(&self, deadline: Option<Instant>) {
        if self
            .word
            .compare_exchange(T_NOTIFIED, T_EMPTY, SeqCst, SeqCst)
            .is_ok()
        {
            return;
        }
        if self
            .word
            .compare_exchange(T_EMPTY, T_PARKED, SeqCst, SeqCst)
            .is_err()
        {
            // Notified in between.
            self.word.store(T_EMPTY, SeqCst);
            return;
        }
        loop {
            let timeout = match deadline {
                None => None,
                Some(d) => {
                    let left = d.saturating_duration_since(Instant::now());
                    if left.is_zero() {
                        break;
                    }
                    Some(left)
                }
            };
            let r = futex_wait(&self.word, T_PARKED, timeout);
            if self.word.load(SeqCst) == T_NOTIFIED || r == Wake::TimedOut {
                break;
            }
        }
        self.word.store(T_EMPTY, SeqCst);
    }

    pub fn unpark(&self) {
        if self.word.swap(T_NOTIFIED, SeqCst) == T_PARKED {
            futex_wake(&self.word, 1);
        }
    }
}
