//! Waiting on an address, for tasks and threads alike: a user-space futex.
//!
//! `wait(word, expected)` sleeps while `*word == expected` until some `wake(word, n)`; spurious
//! returns are allowed, exactly as with the kernel futex the blocking cores were written for, so
//! Mutex, RWMutex, Cond, Once and WaitGroup keep their algorithms and only change what sleeping
//! means: a task parks (its carrier runs other tasks), a plain thread sleeps on its own futex.
//!
//! Waiters are queued in a fixed table of buckets hashed by address, each a lock and an
//! intrusive list of nodes living on the waiters' stacks. The check of the word happens under
//! the bucket lock, and a waker changes the word before taking the lock, so a wakeup is never
//! lost. A waker unlinks a node and unparks its owner while holding the bucket lock; the owner,
//! once unparked, takes the bucket lock before it returns (so the waker is done with the node).

use super::ParkerRef;
use crate::prim::{AtomicU32, Ordering::SeqCst, Wake};
use crate::sync::RawMutex;
use std::cell::UnsafeCell;
use std::ptr;
use std::time::{Duration, Instant};

const BUCKETS: usize = 1024;

struct Node {
    addr: usize,
    parker: ParkerRef,
    next: *mut Node,
    prev: *mut Node,
    linked: bool,
}

struct Bucket {
    lock: RawMutex,
    head: UnsafeCell<*mut Node>,
}

// SAFETY: the list is only touched under the bucket's lock.
unsafe impl Sync for Bucket {}

#[allow(clippy::declare_interior_mutable_const)]
const EMPTY: Bucket = Bucket {
    lock: RawMutex::new(),
    head: UnsafeCell::new(ptr::null_mut()),
};
static TABLE: [Bucket; BUCKETS] = [EMPTY; BUCKETS];

fn bucket(addr: usize) -> &'static Bucket {
    let h = (addr >> 2).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - 10);
    &TABLE[h % BUCKETS]
}

impl Bucket {
    unsafe fn push(&self, n: *mut Node) {
        let head = *self.head.get();
        (*n).next = head;
        (*n).prev = ptr::null_mut();
        (*n).linked = true;
        if !head.is_null() {
            (*head).prev = n;
        }
        *self.head.get() = n;
    }
    unsafe fn remove(&self, n: *mut Node) {
        let (p, nx) = ((*n).prev, (*n).next);
        if p.is_null() {
            *self.head.get() = nx;
        } else {
            (*p).next = nx;
        }
        if !nx.is_null() {
            (*nx).prev = p;
        }
        (*n).linked = false;
    }
}

/// Sleeps while `*word == expected`, at most `timeout` (forever when None).
pub fn wait(word: &AtomicU32, expected: u32, timeout: Option<Duration>) -> Wake {
    let addr = word as *const AtomicU32 as usize;
    let b = bucket(addr);
    let deadline = timeout.and_then(|d| Instant::now().checked_add(d));
    let mut node = Node {
        addr,
        parker: ParkerRef::current(),
        next: ptr::null_mut(),
        prev: ptr::null_mut(),
        linked: false,
    };
    // The tail end of a node's life (a later push/remove in the same list) is sequenced by the
    // bucket lock; the nodes in the list oldest-last, so wake serves the newest first — order
    // does not matter for the futex contract, and the scan below wakes in FIFO order.
    b.lock.lock();
    if word.load(SeqCst) != expected {
        b.lock.unlock_held();
        return Wake::Woken;
    }
    // SAFETY: the node outlives its membership (we unlink it, or see it unlinked, under the
    // lock before returning).
    unsafe { b.push(&mut node) };
    b.lock.unlock_held();
    loop {
        super::park(deadline);
        b.lock.lock();
        if !node.linked {
            b.lock.unlock_held();
            return Wake::Woken;
        }
        if deadline.is_some_and(|d| Instant::now() >= d) {
            // SAFETY: linked in this bucket.
            unsafe { b.remove(&mut node) };
            b.lock.unlock_held();
            return Wake::TimedOut;
        }
        b.lock.unlock_held();
    }
}

/// Wakes at most `n` parties waiting on `addr` (oldest first).
pub fn wake_addr(addr: *const AtomicU32, n: i32) {
    let addr = addr as usize;
    let b = bucket(addr);
    b.lock.lock();
    // SAFETY: under the lock every linked node is alive.
    unsafe {
        // Find the tail (oldest), then walk towards the head.
        let mut tail = *b.head.get();
        if tail.is_null() {
            b.lock.unlock_held();
            return;
        }
        while !(*tail).next.is_null() {
            tail = (*tail).next;
        }
        let mut left = n;
        let mut cur = tail;
        while !cur.is_null() && left > 0 {
            let prev = (*cur).prev;
            if (*cur).addr == addr {
                let p = (*cur).parker;
                b.remove(cur);
                super::unpark(p);
                left -= 1;
            }
            cur = prev;
        }
    }
    b.lock.unlock_held();
}

#[inline]
pub fn wake(word: &AtomicU32, n: i32) {
    wake_addr(word, n)
}
