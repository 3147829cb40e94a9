//! Loom models of the cores whose correctness hangs on memory ordering: the mutex state machine,
//! the channel's direct handoff (claim, complete, park/unpark, timeout, close), and the
//! scheduler's protocols: a task's park racing its wakeup (queued exactly once), idle carriers
//! registering and sleeping while work is pushed (no lost wakeup), and the run-next slot (each
//! task taken once). The futex and park/unpark are loom's or simulated (see `prim`), so a lost
//! wake-up shows up as a deadlock loom reports. The run queues themselves are crossbeam-deque's
//! (its own tests cover them); the models treat a queue as a count taken by CAS.
//!
//! Run: `RUSTFLAGS="--cfg loom" cargo test -p so-runtime --release --lib loom`

use crate::conc::chan::{ChanCore, Deadline, RecvStatus, SendStatus};
use crate::prim::UnsafeCell;
use crate::sync::mutex::{RawMutex, UNLOCKED};
use loom::sync::Arc;
use loom::thread;
use std::time::{Duration, Instant};

fn bounded(bound: usize) -> loom::model::Builder {
    let mut b = loom::model::Builder::new();
    b.preemption_bound = Some(bound);
    b
}

struct Counter {
    m: RawMutex,
    n: UnsafeCell<u32>,
}

// SAFETY: `n` is only touched with `m` held (which is what the model checks).
unsafe impl Sync for Counter {}

fn counter_model(threads: u32) {
    let c = Arc::new(Counter {
        m: RawMutex::new(),
        n: UnsafeCell::new(0),
    });
    let hs: Vec<_> = (0..threads)
        .map(|_| {
            let c = c.clone();
            thread::spawn(move || {
                c.m.lock();
                // SAFETY: under the lock; loom reports any unsynchronised access.
                c.n.with_mut(|p| unsafe { *p += 1 });
                c.m.unlock().expect("held");
            })
        })
        .collect();
    for h in hs {
        h.join().unwrap();
    }
    assert_eq!(c.n.with(|p| unsafe { *p }), threads);
    assert_eq!(c.m.state(), UNLOCKED);
}

#[test]
fn loom_mutex_two_threads() {
    loom::model(|| counter_model(2));
}

#[test]
fn loom_mutex_three_threads() {
    bounded(3).check(|| counter_model(3));
}

#[test]
fn loom_mutex_trylock_excludes() {
    loom::model(|| {
        let c = Arc::new(Counter {
            m: RawMutex::new(),
            n: UnsafeCell::new(0),
        });
        let c2 = c.clone();
        let h = thread::spawn(move || {
            if c2.m.try_lock() {
                c2.n.with_mut(|p| unsafe { *p += 1 });
                c2.m.unlock().expect("held");
            }
        });
        c.m.lock();
        c.n.with_mut(|p| unsafe { *p += 10 });
        c.m.unlock().expect("held");
        h.join().unwrap();
        let n = c.n.with(|p| unsafe { *p });
        assert!(n == 10 || n == 11);
        assert_eq!(c.m.unlock(), Err(crate::sync::mutex::NotLocked));
    });
}

/// A channel of u64 values with its ring buffer.
struct TestChan {
    core: ChanCore,
    _buf: Box<[u64]>,
}

fn chan(cap: usize) -> Arc<TestChan> {
    let mut buf = vec![0u64; cap].into_boxed_slice();
    let core = ChanCore::new(buf.as_mut_ptr().cast(), cap, 8);
    Arc::new(TestChan { core, _buf: buf })
}

fn send(c: &TestChan, v: u64, d: Deadline) -> SendStatus {
    // SAFETY: `v` lives for the call.
    unsafe { c.core.send((&v as *const u64).cast(), d) }
}

fn recv(c: &TestChan, d: Deadline) -> (RecvStatus, u64) {
    let mut v = u64::MAX;
    // SAFETY: `v` lives for the call.
    let s = unsafe { c.core.recv((&mut v as *mut u64).cast(), d) };
    (s, v)
}

const FOREVER: Deadline = Deadline::Until(None);

fn soon() -> Deadline {
    Deadline::Until(Instant::now().checked_add(Duration::from_secs(3600)))
}

#[test]
fn loom_chan_unbuffered_handoff() {
    loom::model(|| {
        let c = chan(0);
        let c2 = c.clone();
        let h = thread::spawn(move || send(&c2, 7, FOREVER));
        assert_eq!(recv(&c, FOREVER), (RecvStatus::Received, 7));
        assert_eq!(h.join().unwrap(), SendStatus::Sent);
    });
}

#[test]
fn loom_chan_buffered_two_senders() {
    bounded(3).check(|| {
        let c = chan(1);
        let hs: Vec<_> = [1u64, 2]
            .into_iter()
            .map(|v| {
                let c = c.clone();
                thread::spawn(move || send(&c, v, FOREVER))
            })
            .collect();
        let (s1, a) = recv(&c, FOREVER);
        let (s2, b) = recv(&c, FOREVER);
        assert_eq!((s1, s2), (RecvStatus::Received, RecvStatus::Received));
        assert_eq!(a + b, 3);
        assert_ne!(a, b);
        for h in hs {
            assert_eq!(h.join().unwrap(), SendStatus::Sent);
        }
    });
}

#[test]
fn loom_chan_timeout_races_handoff() {
    // A receiver that may time out against a sender that never waits: either the value was
    // handed over (both say so) or it was not (both say so). Never lost, never duplicated.
    loom::model(|| {
        let c = chan(0);
        let c2 = c.clone();
        let h = thread::spawn(move || send(&c2, 9, Deadline::NoWait));
        let (r, v) = recv(&c, soon());
        let s = h.join().unwrap();
        match r {
            RecvStatus::Received => {
                assert_eq!(v, 9);
                assert_eq!(s, SendStatus::Sent);
            }
            RecvStatus::NotReady => assert_eq!(s, SendStatus::NotReady),
            RecvStatus::Closed => panic!("not closed"),
        }
        c.core.with(|st| {
            assert!(!st.recvq.has_live() && !st.sendq.has_live());
        });
    });
}

#[test]
fn loom_chan_close_wakes_parked() {
    bounded(3).check(|| {
        let c = chan(0);
        let (cr, cs) = (c.clone(), c.clone());
        let r = thread::spawn(move || recv(&cr, FOREVER));
        let s = thread::spawn(move || send(&cs, 5, FOREVER));
        assert!(c.core.close());
        let (rs, v) = r.join().unwrap();
        let ss = s.join().unwrap();
        // Either the handoff happened before the close, or both saw the close.
        match (rs, ss) {
            (RecvStatus::Received, SendStatus::Sent) => assert_eq!(v, 5),
            (RecvStatus::Closed, SendStatus::Closed) => assert_eq!(v, 0),
            other => panic!("inconsistent outcome {other:?}"),
        }
        assert!(!c.core.close());
    });
}

#[test]
fn loom_select_fires_exactly_one_case() {
    // The Select protocol on two unbuffered channels: one group, one receive waiter queued on
    // each channel, and a non-waiting sender racing on each. Exactly one sender is served, into
    // the slot of the case that fired; the other finds only a stale waiter and reports NotReady.
    use crate::conc::chan::waiter::{Group, Parked, Waiter};
    bounded(3).check(|| {
        let (a, b) = (chan(0), chan(0));
        let group = Group::new();
        let (mut va, mut vb) = (0u64, 0u64);
        let mut wa = Waiter::new(&group, (&mut va as *mut u64).cast(), 0);
        let mut wb = Waiter::new(&group, (&mut vb as *mut u64).cast(), 1);
        let (pa, pb): (*mut Waiter, *mut Waiter) = (&mut wa, &mut wb);
        // SAFETY: both waiters outlive every access: the senders are joined below, and the
        // waiters are unlinked under their channel's lock before they go out of scope.
        a.core.with(|st| unsafe { st.recvq.push_back(pa) });
        b.core.with(|st| unsafe { st.recvq.push_back(pb) });
        let (a2, b2) = (a.clone(), b.clone());
        let sa = thread::spawn(move || send(&a2, 1, Deadline::NoWait));
        let sb = thread::spawn(move || send(&b2, 2, Deadline::NoWait));
        let Parked::Done { case, ok } = group.park(None) else {
            panic!("no deadline")
        };
        assert!(ok);
        unsafe {
            a.core.with(|st| {
                if (*pa).is_linked() {
                    st.recvq.remove(pa)
                }
            });
            b.core.with(|st| {
                if (*pb).is_linked() {
                    st.recvq.remove(pb)
                }
            });
        }
        let (ra, rb) = (sa.join().unwrap(), sb.join().unwrap());
        let (va, vb) = unsafe { (*(*pa).slot.cast::<u64>(), *(*pb).slot.cast::<u64>()) };
        match case {
            0 => assert_eq!(
                (ra, rb, va, vb),
                (SendStatus::Sent, SendStatus::NotReady, 1, 0)
            ),
            1 => assert_eq!(
                (ra, rb, va, vb),
                (SendStatus::NotReady, SendStatus::Sent, 0, 2)
            ),
            _ => panic!("unknown case {case}"),
        }
    });
}

// ---- the scheduler's protocols ------------------------------------------------------------

use crate::sched::idle::{Idle, Slot};
use crate::sched::parker::{TaskPark, Unparked};
use loom::sync::atomic::{AtomicUsize, Ordering::SeqCst};

#[test]
fn loom_task_park_wake_races_park() {
    // A task parks (after checking its condition) while a waker sets the condition and unparks
    // it. The task must end up runnable exactly once (made runnable by the unparker, or
    // re-queued by its own commit that found the token), or not park at all; never lost, never
    // queued twice.
    loom::model(|| {
        let park = Arc::new(TaskPark::new());
        let cond = Arc::new(AtomicUsize::new(0));
        let queued = Arc::new(AtomicUsize::new(0));
        let (p2, c2, q2) = (park.clone(), cond.clone(), queued.clone());
        let waker = thread::spawn(move || {
            c2.store(1, SeqCst);
            if p2.unpark() == Unparked::MakeRunnable {
                q2.fetch_add(1, SeqCst);
            }
        });
        let mut parked = false;
        if cond.load(SeqCst) == 0 && !park.try_consume() {
            parked = true;
            // The task is off its stack now: the post-switch commit.
            if !park.commit() {
                queued.fetch_add(1, SeqCst);
            }
        }
        waker.join().unwrap();
        let q = queued.load(SeqCst);
        if parked {
            assert_eq!(q, 1, "a parked task is made runnable exactly once");
        } else {
            assert_eq!(q, 0, "a task that did not park is never queued");
        }
    });
}

#[test]
fn loom_task_park_two_wakers() {
    // Two unparks racing one park: still at most one queueing.
    bounded(3).check(|| {
        let park = Arc::new(TaskPark::new());
        let queued = Arc::new(AtomicUsize::new(0));
        let hs: Vec<_> = (0..2)
            .map(|_| {
                let (p, q) = (park.clone(), queued.clone());
                thread::spawn(move || {
                    if p.unpark() == Unparked::MakeRunnable {
                        q.fetch_add(1, SeqCst);
                    }
                })
            })
            .collect();
        let parked = !park.try_consume();
        if parked && !park.commit() {
            queued.fetch_add(1, SeqCst);
        }
        for h in hs {
            h.join().unwrap();
        }
        assert_eq!(queued.load(SeqCst), usize::from(parked));
    });
}

/// One unit of work taken by CAS from a shared count (the run queues, as far as the idle
/// protocol cares).
fn take(work: &AtomicUsize) -> bool {
    let mut w = work.load(SeqCst);
    while w > 0 {
        match work.compare_exchange(w, w - 1, SeqCst, SeqCst) {
            Ok(_) => return true,
            Err(now) => w = now,
        }
    }
    false
}

#[test]
fn loom_idle_carriers_never_miss_work() {
    // Two carriers look for work, spin once, register idle and sleep; a pusher adds two units
    // one by one, notifying after each . Each carrier must get one unit: a lost wakeup leaves one asleep
    // forever, which loom reports as a deadlock.
    bounded(2).check(|| {
        let idle = Arc::new(Idle::new());
        let work = Arc::new(AtomicUsize::new(0));
        let carriers: Vec<_> = (0..2)
            .map(|_| {
                let (idle, work) = (idle.clone(), work.clone());
                thread::spawn(move || {
                    let slot = Slot::new();
                    loop {
                        if take(&work) {
                            return;
                        }
                        // One round of spinning, then sleep.
                        if take(&work) {
                            return;
                        }
                        idle.sleep(&slot, || work.load(SeqCst) > 0);
                    }
                })
            })
            .collect();
        for _ in 0..2 {
            work.fetch_add(1, SeqCst);
            idle.notify();
        }
        for c in carriers {
            c.join().unwrap();
        }
        assert_eq!(work.load(SeqCst), 0);
    });
}

#[test]
fn loom_runnext_slot_each_task_once() {
    // The run-next slot: the owner puts tasks in (a displaced one goes to its local queue),
    // pops by CAS, and a thief takes by swap. Every task is taken exactly once.
    loom::model(|| {
        let slot = Arc::new(AtomicUsize::new(0));
        let s2 = slot.clone();
        let thief = thread::spawn(move || s2.swap(0, SeqCst));
        let mut local = Vec::new();
        let mut taken = Vec::new();
        for t in [1usize, 2] {
            let old = slot.swap(t, SeqCst);
            if old != 0 {
                local.push(old);
            }
        }
        let cur = slot.load(SeqCst);
        if cur != 0 && slot.compare_exchange(cur, 0, SeqCst, SeqCst).is_ok() {
            taken.push(cur);
        }
        taken.append(&mut local);
        let stolen = thief.join().unwrap();
        if stolen != 0 {
            taken.push(stolen);
        }
        let left = slot.load(SeqCst);
        if left != 0 {
            taken.push(left);
        }
        taken.sort_unstable();
        assert_eq!(taken, vec![1, 2]);
    });
}

/// The handshake the idle carriers and spares use: set the word (by RMW), wake; the sleeper
/// consumes the word.
#[test]
fn loom_futex_word_handshake() {
    use crate::prim::{futex_wait, futex_wake, AtomicU32};
    loom::model(|| {
        let w = Arc::new(AtomicU32::new(0));
        let w2 = w.clone();
        let h = thread::spawn(move || {
            while w2.swap(0, SeqCst) == 0 {
                futex_wait(&w2, 0, None);
            }
        });
        w.swap(1, SeqCst);
        futex_wake(&w, 1);
        h.join().unwrap();
    });
}
