//! The exported `conc_Chan_*` functions. A channel is one allocation from the caller's
//! allocator holding a [`ChanBox`] followed by the ring buffer.

use super::core::{ChanCore, Deadline, RecvStatus, SendStatus};
use super::waiter::{deadline_after, Group};
use crate::abi::*;
use crate::mem;
use crate::panic::so_panic;
use std::ffi::c_void;
use std::mem::{align_of, size_of};
use std::ptr;

/// What `conc_Chan.impl` points to: the head of the channel's single allocation, which also
/// holds the ring buffer after it, so a channel costs one Alloc and one Free (as in the C runtime).
pub struct ChanBox {
    pub core: ChanCore,
    alloc: mem_Allocator,
    size: i64,
    align: i64,
}

fn round_up(n: usize, align: usize) -> Option<usize> {
    n.checked_add(align - 1).map(|x| x & !(align - 1))
}

/// The channel behind a handle, or None for a nil channel.
pub(crate) fn chan<'a>(ch: conc_Chan) -> Option<&'a ChanCore> {
    // SAFETY: a non-nil handle points to a live ChanBox until Free.
    unsafe { ch.impl_.cast::<ChanBox>().as_ref().map(|b| &b.core) }
}

/// Blocks the calling thread forever (an operation on a nil channel).
/// For ThreadSanitizer (see `san`), keyed by the channel: an operation comes after every
/// operation on the channel that started before it ended. That holds Go's edges (a send before
/// the receive that gets its value, a receive before the send it lets complete, the k-th
/// receive before the (k+cap)-th send completes, a close before a receive that sees it) and more.
pub(crate) fn ordered<R>(c: &ChanCore, op: impl FnOnce() -> R) -> R {
    crate::san::release(c);
    let r = op();
    crate::san::acquire(c);
    r
}

pub(crate) fn block_forever() -> ! {
    let g = Group::new();
    loop {
        g.park(None);
    }
}

#[no_mangle]
pub extern "C" fn conc_NewChan(
    alloc: mem_Allocator,
    elem_size: i64,
    elem_align: i64,
    cap: i64,
) -> conc_Chan {
    let _in = crate::san::enter();
    if cap < 0 {
        so_panic("conc: negative channel capacity");
    }
    let elem_size = elem_size.max(0) as usize;
    let elem_align = if elem_align > 0 && (elem_align as u64).is_power_of_two() {
        elem_align as usize
    } else {
        1
    };
    let align = elem_align.max(align_of::<ChanBox>());
    let layout = round_up(size_of::<ChanBox>(), elem_align).and_then(|off| {
        let total = elem_size.checked_mul(cap as usize)?.checked_add(off)?;
        (total <= i64::MAX as usize).then_some((off, total))
    });
    let Some((buf_offset, size)) = layout else {
        so_panic("conc: out of memory")
    };
    // The allocator may be the program's own code.
    let r = crate::san::outside(|| mem::alloc(alloc, size as i64, align as i64));
    if r.err != mem_ErrNone || r.ptr.is_null() {
        so_panic("conc: out of memory");
    }
    let boxp = r.ptr.cast::<ChanBox>();
    // SAFETY: buf_offset <= size, inside the allocation.
    let buf = unsafe { r.ptr.cast::<u8>().add(buf_offset) };
    let cb = ChanBox {
        core: ChanCore::new(buf, cap as usize, elem_size),
        alloc,
        size: size as i64,
        align: align as i64,
    };
    // SAFETY: fresh memory of the right size and alignment.
    unsafe { ptr::write(boxp, cb) };
    // Its making (the allocation) comes before its Free, whoever frees it.
    // SAFETY: just written.
    crate::san::release(unsafe { &(*boxp).core });
    conc_Chan { impl_: boxp.cast() }
}

#[no_mangle]
pub unsafe extern "C" fn conc_Chan_Send(ch: conc_Chan, v: *const c_void) {
    let _in = crate::san::enter();
    let Some(c) = chan(ch) else { block_forever() };
    match ordered(c, || c.send(v.cast(), Deadline::Until(None))) {
        SendStatus::Sent => {}
        _ => so_panic("send on closed channel"),
    }
}

#[no_mangle]
pub unsafe extern "C" fn conc_Chan_Recv(ch: conc_Chan, dst: *mut c_void) -> bool {
    let _in = crate::san::enter();
    let Some(c) = chan(ch) else { block_forever() };
    ordered(c, || c.recv(dst.cast(), Deadline::Until(None))) == RecvStatus::Received
}

fn deadline(d: i64) -> Deadline {
    if d <= 0 {
        Deadline::NoWait
    } else {
        Deadline::Until(deadline_after(d))
    }
}

/// Sleeps `d` nanoseconds (a timed operation on a nil channel).
fn sleep_ns(d: i64) {
    crate::sched::sleep_ns(d)
}

#[no_mangle]
pub unsafe extern "C" fn conc_Chan_SendTimeout(
    ch: conc_Chan,
    v: *const c_void,
    d: i64,
) -> conc_Status {
    let _in = crate::san::enter();
    let Some(c) = chan(ch) else {
        sleep_ns(d);
        return conc_Timeout;
    };
    match ordered(c, || c.send(v.cast(), deadline(d))) {
        SendStatus::Sent => conc_Ok,
        SendStatus::Closed => conc_Closed,
        SendStatus::NotReady => conc_Timeout,
    }
}

#[no_mangle]
pub unsafe extern "C" fn conc_Chan_RecvTimeout(
    ch: conc_Chan,
    dst: *mut c_void,
    d: i64,
) -> conc_Status {
    let _in = crate::san::enter();
    let Some(c) = chan(ch) else {
        sleep_ns(d);
        return conc_Timeout;
    };
    match ordered(c, || c.recv(dst.cast(), deadline(d))) {
        RecvStatus::Received => conc_Ok,
        RecvStatus::Closed => conc_Closed,
        RecvStatus::NotReady => conc_Timeout,
    }
}

#[no_mangle]
pub unsafe extern "C" fn conc_Chan_TrySend(ch: conc_Chan, v: *const c_void) -> bool {
    let _in = crate::san::enter();
    let Some(c) = chan(ch) else { return false };
    match ordered(c, || c.send(v.cast(), Deadline::NoWait)) {
        SendStatus::Sent => true,
        SendStatus::Closed => so_panic("send on closed channel"),
        SendStatus::NotReady => false,
    }
}

#[no_mangle]
pub unsafe extern "C" fn conc_Chan_TryRecv(ch: conc_Chan, dst: *mut c_void) -> bool {
    let _in = crate::san::enter();
    let Some(c) = chan(ch) else { return false };
    ordered(c, || c.recv(dst.cast(), Deadline::NoWait)) == RecvStatus::Received
}

#[no_mangle]
pub extern "C" fn conc_Chan_Len(ch: conc_Chan) -> i64 {
    chan(ch).map_or(0, |c| c.with(|st| st.len() as i64))
}

#[no_mangle]
pub extern "C" fn conc_Chan_Cap(ch: conc_Chan) -> i64 {
    chan(ch).map_or(0, |c| c.with(|st| st.cap() as i64))
}

#[no_mangle]
pub extern "C" fn conc_Chan_Close(ch: conc_Chan) {
    let _in = crate::san::enter();
    let Some(c) = chan(ch) else {
        so_panic("close of nil channel")
    };
    if !ordered(c, || c.close()) {
        so_panic("close of closed channel");
    }
}

#[no_mangle]
pub unsafe extern "C" fn conc_Chan_Free(ch: conc_Chan) {
    let _in = crate::san::enter();
    let boxp = ch.impl_.cast::<ChanBox>();
    if boxp.is_null() {
        return;
    }
    crate::san::acquire(&(*boxp).core);
    let cb = ptr::read(boxp);
    crate::san::outside(|| mem::free(cb.alloc, boxp.cast(), cb.size, cb.align));
}
