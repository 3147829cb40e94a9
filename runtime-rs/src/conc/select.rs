//! Select over several channels.
//!
//! 1. Lock every distinct channel of the non-nil cases, in address order (so two Selects can
//!    never deadlock on each other's locks).
//! 2. Among the cases that can proceed, choose one uniformly at random (reservoir sampling with
//!    a per-thread xorshift generator) and perform it. A readiness check can be outrun by a
//!    parked Select elsewhere firing first, so a case that turns out not ready after all is
//!    simply re-evaluated; each such miss drops a stale waiter, so this ends.
//! 3. Nothing ready: with a Default case return it; with no channel at all block forever.
//!    Otherwise queue one waiter per case, all sharing one [`Group`], unlock, and park. The first
//!    claimer fires exactly one case. Then lock again and unlink the other waiters.

use super::chan::core::{RecvStatus, SendStatus, State};
use super::chan::ffi::{block_forever, chan};
use super::chan::waiter::{Group, Parked, Waiter};
use super::chan::ChanCore;
use crate::abi::*;
use crate::panic::so_panic;
use std::cell::Cell;

thread_local! {
    static RNG: Cell<u64> = const { Cell::new(0) };
}

/// A xorshift64* step on a per-thread state seeded from the clock and the thread.
fn random() -> u64 {
    RNG.with(|r| {
        let mut x = r.get();
        if x == 0 {
            let t = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64);
            x = t ^ (r as *const Cell<u64> as u64).rotate_left(32) | 1;
        }
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        r.set(x);
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    })
}

#[no_mangle]
pub extern "C" fn conc_RecvCase(ch: *mut conc_Chan, dst: *mut std::ffi::c_void) -> conc_Case {
    conc_Case {
        kind: conc_CaseRecv,
        ok: false,
        ch,
        val: dst,
    }
}

#[no_mangle]
pub extern "C" fn conc_SendCase(ch: *mut conc_Chan, v: *const std::ffi::c_void) -> conc_Case {
    conc_Case {
        kind: conc_CaseSend,
        ok: false,
        ch,
        val: v as *mut _,
    }
}

#[no_mangle]
pub extern "C" fn conc_Default() -> conc_Case {
    conc_Case {
        kind: conc_CaseDefault,
        ok: false,
        ch: std::ptr::null_mut(),
        val: std::ptr::null_mut(),
    }
}

/// The channel of a case, None for a nil channel or a Default case.
fn case_chan<'a>(c: &conc_Case) -> Option<&'a ChanCore> {
    if c.kind != conc_CaseRecv && c.kind != conc_CaseSend {
        return None;
    }
    // SAFETY: a non-null case channel pointer points to a live handle.
    let h = unsafe { c.ch.as_ref() }?;
    chan(*h)
}

/// The distinct channels, sorted by address, for locking.
/// Selects over at most this many channels keep their lock set on the stack (no allocation).
const INLINE: usize = 8;

struct LockSet<'a> {
    inline: [Option<&'a ChanCore>; INLINE],
    heap: Vec<&'a ChanCore>,
    len: usize,
}

impl<'a> LockSet<'a> {
    fn new(cases: &[conc_Case]) -> Self {
        let key = |c: &&ChanCore| *c as *const ChanCore as usize;
        let mut set = LockSet {
            inline: [None; INLINE],
            heap: Vec::new(),
            len: 0,
        };
        let n = cases.iter().filter(|c| case_chan(c).is_some()).count();
        if n <= INLINE {
            for ch in cases.iter().filter_map(case_chan) {
                set.inline[set.len] = Some(ch);
                set.len += 1;
            }
            let v = &mut set.inline[..set.len];
            v.sort_unstable_by_key(|c| c.map_or(0, |c| key(&c)));
            // Dedup in place.
            let mut w = 0;
            for r in 0..set.len {
                if w == 0 || set.inline[r].map(|c| key(&c)) != set.inline[w - 1].map(|c| key(&c)) {
                    set.inline[w] = set.inline[r];
                    w += 1;
                }
            }
            set.len = w;
        } else {
            set.heap = cases.iter().filter_map(case_chan).collect();
            set.heap.sort_unstable_by_key(key);
            set.heap.dedup_by_key(|c| key(c));
            set.len = set.heap.len();
        }
        set
    }
    fn chans(&self) -> impl DoubleEndedIterator<Item = &'a ChanCore> + '_ {
        let inline = self.inline[..if self.heap.is_empty() { self.len } else { 0 }]
            .iter()
            .flatten()
            .copied();
        inline.chain(self.heap.iter().copied())
    }
    fn is_empty(&self) -> bool {
        self.len == 0
    }
    fn lock(&self) {
        for c in self.chans() {
            c.lock();
        }
    }
    fn unlock(&self) {
        for c in self.chans().rev() {
            c.unlock();
        }
    }
}

/// The locked state of a case's channel.
///
/// # Safety
/// The case's channel is locked.
#[allow(clippy::mut_from_ref)]
unsafe fn state_of<'a>(c: &conc_Case) -> Option<&'a mut State> {
    case_chan(c).map(|ch| ch.state())
}

/// The outcome of trying one case.
enum Try {
    Fired { ok: bool },
    SendOnClosed,
    NotReady,
}

unsafe fn try_case(c: &conc_Case) -> Try {
    let Some(st) = state_of(c) else {
        return Try::NotReady;
    };
    if c.kind == conc_CaseRecv {
        match st.try_recv(c.val.cast()) {
            RecvStatus::Received => Try::Fired { ok: true },
            RecvStatus::Closed => Try::Fired { ok: false },
            RecvStatus::NotReady => Try::NotReady,
        }
    } else {
        match st.try_send(c.val.cast()) {
            SendStatus::Sent => Try::Fired { ok: true },
            SendStatus::Closed => Try::SendOnClosed,
            SendStatus::NotReady => Try::NotReady,
        }
    }
}

unsafe fn is_ready(c: &conc_Case) -> bool {
    match state_of(c) {
        Some(st) if c.kind == conc_CaseRecv => st.recv_ready(),
        Some(st) => st.send_ready(),
        None => false,
    }
}

/// For ThreadSanitizer (see `san`): a Select orders itself with each of its channels as an
/// operation on that channel does (`chan::ffi::ordered`).
unsafe fn order_cases(cases: *mut conc_Case, n: i64, ends: bool) {
    if cases.is_null() || !crate::san::tsan_linked() {
        return;
    }
    for i in 0..n.max(0) as usize {
        if let Some(ch) = case_chan(&*cases.add(i)) {
            if ends {
                crate::san::acquire(ch);
            } else {
                crate::san::release(ch);
            }
        }
    }
}

#[no_mangle]
pub unsafe extern "C" fn conc_Select(cases: *mut conc_Case, n: i64) -> i64 {
    let _in = crate::san::enter();
    order_cases(cases, n, false);
    let r = select(cases, n);
    order_cases(cases, n, true);
    r
}

unsafe fn select(cases: *mut conc_Case, n: i64) -> i64 {
    let cases: &mut [conc_Case] = if n <= 0 || cases.is_null() {
        &mut []
    } else {
        std::slice::from_raw_parts_mut(cases, n as usize)
    };
    let default = cases.iter().position(|c| c.kind == conc_CaseDefault);
    let locks = LockSet::new(cases);
    locks.lock();
    loop {
        let mut chosen = None;
        let mut seen = 0u64;
        for (i, c) in cases.iter().enumerate() {
            if is_ready(c) {
                seen += 1;
                if random().is_multiple_of(seen) {
                    chosen = Some(i);
                }
            }
        }
        let Some(i) = chosen else { break };
        match try_case(&cases[i]) {
            Try::Fired { ok } => {
                locks.unlock();
                cases[i].ok = ok;
                return i as i64;
            }
            Try::SendOnClosed => {
                locks.unlock();
                so_panic("send on closed channel");
            }
            Try::NotReady => continue,
        }
    }
    if let Some(d) = default {
        locks.unlock();
        return d as i64;
    }
    if locks.is_empty() {
        locks.unlock();
        block_forever();
    }
    // Park on every case at once.
    let group = Group::new();
    let mut waiters: Vec<(usize, Waiter)> = cases
        .iter()
        .enumerate()
        .filter(|(_, c)| case_chan(c).is_some())
        .map(|(i, c)| (i, Waiter::new(&group, c.val.cast(), i)))
        .collect();
    for (i, w) in waiters.iter_mut() {
        let st = state_of(&cases[*i]).expect("case has a channel");
        if cases[*i].kind == conc_CaseRecv {
            st.recvq.push_back(w);
        } else {
            st.sendq.push_back(w);
        }
    }
    locks.unlock();
    let Parked::Done { case, ok } = group.park(None) else {
        unreachable!("a park without deadline does not time out")
    };
    locks.lock();
    for (i, w) in waiters.iter_mut() {
        if w.is_linked() {
            let st = state_of(&cases[*i]).expect("case has a channel");
            if cases[*i].kind == conc_CaseRecv {
                st.recvq.remove(w);
            } else {
                st.sendq.remove(w);
            }
        }
    }
    locks.unlock();
    if cases[case].kind == conc_CaseSend && !ok {
        so_panic("send on closed channel");
    }
    cases[case].ok = ok;
    case as i64
}
