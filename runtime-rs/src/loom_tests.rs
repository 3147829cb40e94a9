//! Loom models of the cores whose correctness hangs on memory ordering: the mutex state machine
//! and the channel's direct handoff (claim, complete, park, timeout, close). The futex is
//! simulated (see `prim`), so a lost wake-up shows up as a deadlock loom reports.
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
