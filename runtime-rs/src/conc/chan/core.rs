//! The channel core, independent of the C ABI and of where its memory comes from.
//!
//! State (all under `lock`, a futex mutex): a ring buffer of `cap` slots of `elem` bytes, the
//! `closed` flag, and two FIFO queues of parked waiters (`sendq`, `recvq`, see `waiter`).
//!
//! Invariants, with the lock held and stale waiters ignored:
//! - `recvq` is non-empty only while the buffer is empty (a receiver parks only when there is
//!   nothing to take, and every send first serves a parked receiver);
//! - `sendq` is non-empty only while the buffer is full (for `cap == 0`: always "full").
//!
//! Send: closed → Closed. A parked receiver → claim it, copy the value straight into its slot,
//! complete it (direct handoff; the buffer is bypassed). Room in the buffer → enqueue. Else park
//! a send waiter whose slot is the caller's value.
//! Recv: a buffered value → take the oldest, then, if a sender is parked, move its value into
//! the freed slot and complete it (so FIFO order is kept). No buffered value but a parked sender
//! (unbuffered) → copy straight from its slot. Closed → zero the destination, Closed. Else park.
//! Close: mark closed, complete every parked receiver with "closed" (its slot zeroed) and every
//! parked sender with "closed" (the sender then panics or reports Closed).
//! A parked operation that times out removes its waiter under the lock, unless a claimer got
//! to it first, in which case it waits for the (short) completion and reports success.

use super::waiter::{Group, Parked, Queue, Waiter};
use crate::sync::RawMutex;
use std::cell::UnsafeCell;
use std::ptr;
use std::time::Instant;

/// How long an operation may wait.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deadline {
    /// Do not wait at all.
    NoWait,
    /// Wait until this instant (None: forever).
    Until(Option<Instant>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SendStatus {
    Sent,
    Closed,
    /// No room and no receiver before the deadline.
    NotReady,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecvStatus {
    Received,
    /// Closed and drained; the destination was zeroed.
    Closed,
    NotReady,
}

/// The lock-protected part.
pub struct State {
    buf: *mut u8,
    cap: usize,
    elem: usize,
    head: usize,
    len: usize,
    closed: bool,
    pub sendq: Queue,
    pub recvq: Queue,
}

pub struct ChanCore {
    lock: RawMutex,
    state: UnsafeCell<State>,
}

// SAFETY: the state is only touched with `lock` held; the raw pointers it holds (the ring
// buffer, parked waiters) are valid while linked, per the waiter protocol.
unsafe impl Send for ChanCore {}
unsafe impl Sync for ChanCore {}

/// Copies one element; a null destination discards it.
///
/// # Safety
/// `src` and `dst` (if non-null) must be valid for `n` bytes.
unsafe fn copy_elem(src: *const u8, dst: *mut u8, n: usize) {
    if !dst.is_null() && n > 0 {
        ptr::copy_nonoverlapping(src, dst, n);
    }
}

unsafe fn zero_elem(dst: *mut u8, n: usize) {
    if !dst.is_null() && n > 0 {
        ptr::write_bytes(dst, 0, n);
    }
}

impl State {
    fn slot(&self, i: usize) -> *mut u8 {
        // In bounds: i < cap, and the buffer holds cap * elem bytes (or elem is 0).
        self.buf
            .wrapping_add(((self.head + i) % self.cap) * self.elem)
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn cap(&self) -> usize {
        self.cap
    }

    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// Whether a send would complete now (or panic/fail because the channel is closed).
    pub fn send_ready(&self) -> bool {
        self.closed || self.len < self.cap || self.recvq.has_live()
    }

    /// Whether a receive would complete now (a value, or closed).
    pub fn recv_ready(&self) -> bool {
        self.len > 0 || self.closed || self.sendq.has_live()
    }

    /// Send without waiting.
    ///
    /// # Safety
    /// `src` must be valid for `elem` bytes.
    pub unsafe fn try_send(&mut self, src: *const u8) -> SendStatus {
        if self.closed {
            return SendStatus::Closed;
        }
        if let Some(r) = self.recvq.claim_front() {
            copy_elem(src, r.slot(), self.elem);
            r.complete(true);
            return SendStatus::Sent;
        }
        if self.len < self.cap {
            let dst = self.slot(self.len);
            copy_elem(src, dst, self.elem);
            self.len += 1;
            return SendStatus::Sent;
        }
        SendStatus::NotReady
    }

    /// Receive without waiting.
    ///
    /// # Safety
    /// `dst` must be null or valid for `elem` bytes.
    pub unsafe fn try_recv(&mut self, dst: *mut u8) -> RecvStatus {
        if self.len > 0 {
            copy_elem(self.slot(0), dst, self.elem);
            self.head = (self.head + 1) % self.cap;
            self.len -= 1;
            if let Some(s) = self.sendq.claim_front() {
                copy_elem(s.slot(), self.slot(self.len), self.elem);
                self.len += 1;
                s.complete(true);
            }
            return RecvStatus::Received;
        }
        if let Some(s) = self.sendq.claim_front() {
            copy_elem(s.slot(), dst, self.elem);
            s.complete(true);
            return RecvStatus::Received;
        }
        if self.closed {
            zero_elem(dst, self.elem);
            return RecvStatus::Closed;
        }
        RecvStatus::NotReady
    }

    /// Closes; false if it was already closed.
    pub fn close(&mut self) -> bool {
        if self.closed {
            return false;
        }
        self.closed = true;
        let elem = self.elem;
        self.recvq.drain(|r| {
            // SAFETY: a claimed receiver's slot is null or valid for elem bytes.
            unsafe { zero_elem(r.slot(), elem) };
            r.complete(false);
        });
        self.sendq.drain(|s| s.complete(false));
        true
    }
}

impl ChanCore {
    /// A channel over `buf`, which must hold `cap * elem` bytes and outlive the channel.
    pub fn new(buf: *mut u8, cap: usize, elem: usize) -> Self {
        ChanCore {
            lock: RawMutex::new(),
            state: UnsafeCell::new(State {
                buf,
                cap,
                elem,
                head: 0,
                len: 0,
                closed: false,
                sendq: Queue::new(),
                recvq: Queue::new(),
            }),
        }
    }

    pub fn lock(&self) {
        self.lock.lock()
    }

    pub fn unlock(&self) {
        self.lock.unlock_held()
    }

    /// The state.
    ///
    /// # Safety
    /// The caller holds the lock, and drops the reference before unlocking.
    #[allow(clippy::mut_from_ref)]
    pub unsafe fn state(&self) -> &mut State {
        &mut *self.state.get()
    }

    /// Runs `f` on the locked state.
    pub fn with<R>(&self, f: impl FnOnce(&mut State) -> R) -> R {
        self.lock();
        // SAFETY: locked.
        let r = f(unsafe { self.state() });
        self.unlock();
        r
    }

    /// Sends `src`, waiting as `deadline` allows.
    ///
    /// # Safety
    /// `src` must be valid for `elem` bytes for the whole call.
    pub unsafe fn send(&self, src: *const u8, deadline: Deadline) -> SendStatus {
        self.lock();
        let st = self.state();
        let r = st.try_send(src);
        if r != SendStatus::NotReady {
            self.unlock();
            return r;
        }
        let Deadline::Until(until) = deadline else {
            self.unlock();
            return r;
        };
        let group = Group::new();
        let mut w = Waiter::new(&group, src as *mut u8, 0);
        let wp: *mut Waiter = &mut w;
        st.sendq.push_back(wp);
        self.unlock();
        match group.park(until) {
            Parked::Done { ok: true, .. } => SendStatus::Sent,
            Parked::Done { ok: false, .. } => SendStatus::Closed,
            Parked::TimedOut => {
                self.unlink(wp, true);
                SendStatus::NotReady
            }
        }
    }

    /// Receives into `dst` (null: discard), waiting as `deadline` allows.
    ///
    /// # Safety
    /// `dst` must be null or valid for `elem` bytes for the whole call.
    pub unsafe fn recv(&self, dst: *mut u8, deadline: Deadline) -> RecvStatus {
        self.lock();
        let st = self.state();
        let r = st.try_recv(dst);
        if r != RecvStatus::NotReady {
            self.unlock();
            return r;
        }
        let Deadline::Until(until) = deadline else {
            self.unlock();
            return r;
        };
        let group = Group::new();
        let mut w = Waiter::new(&group, dst, 0);
        let wp: *mut Waiter = &mut w;
        st.recvq.push_back(wp);
        self.unlock();
        match group.park(until) {
            Parked::Done { ok: true, .. } => RecvStatus::Received,
            Parked::Done { ok: false, .. } => RecvStatus::Closed,
            Parked::TimedOut => {
                self.unlink(wp, false);
                RecvStatus::NotReady
            }
        }
    }

    /// Removes a waiter of ours from a queue if it is still linked.
    ///
    /// # Safety
    /// `w` is a waiter this thread queued on this channel.
    pub unsafe fn unlink(&self, w: *mut Waiter, send: bool) {
        self.lock();
        let st = self.state();
        if (*w).is_linked() {
            if send {
                st.sendq.remove(w);
            } else {
                st.recvq.remove(w);
            }
        }
        self.unlock();
    }

    /// Closes; false if it was already closed.
    pub fn close(&self) -> bool {
        self.with(|st| st.close())
    }
}
