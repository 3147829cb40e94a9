//! Tracker: forwards to an inner allocator and counts, atomically, what went through.
//!
//! `allocs` counts successful Alloc calls, `reallocs` successful Realloc calls (a Realloc of
//! NULL included: it went through Realloc), `frees` Free calls with a non-NULL pointer. `bytes`
//! adds Alloc sizes and Realloc growth; `in_use` follows the live size.

use crate::abi::*;
use crate::mem::{alloc, free, realloc};
use std::ffi::c_void;
use std::sync::atomic::{AtomicI64, Ordering::SeqCst};

unsafe fn counter<'a>(p: *mut i64) -> &'a AtomicI64 {
    AtomicI64::from_ptr(p)
}

#[no_mangle]
pub extern "C" fn mem_NewTracker(inner: mem_Allocator) -> mem_Tracker {
    mem_Tracker {
        inner,
        allocs: 0,
        reallocs: 0,
        frees: 0,
        bytes: 0,
        in_use: 0,
    }
}

unsafe extern "C" fn tracker_alloc(this: *mut c_void, size: i64, align: i64) -> mem_Result {
    let t = this.cast::<mem_Tracker>();
    let r = alloc((*t).inner, size, align);
    if r.err == mem_ErrNone {
        counter(&raw mut (*t).allocs).fetch_add(1, SeqCst);
        counter(&raw mut (*t).bytes).fetch_add(size, SeqCst);
        counter(&raw mut (*t).in_use).fetch_add(size, SeqCst);
    }
    r
}

unsafe extern "C" fn tracker_realloc(
    this: *mut c_void,
    p: *mut c_void,
    old: i64,
    new: i64,
    align: i64,
) -> mem_Result {
    let t = this.cast::<mem_Tracker>();
    let r = realloc((*t).inner, p, old, new, align);
    if r.err == mem_ErrNone {
        counter(&raw mut (*t).reallocs).fetch_add(1, SeqCst);
        if new > old {
            counter(&raw mut (*t).bytes).fetch_add(new - old, SeqCst);
        }
        counter(&raw mut (*t).in_use).fetch_add(new - old, SeqCst);
    }
    r
}

unsafe extern "C" fn tracker_free(this: *mut c_void, p: *mut c_void, size: i64, align: i64) {
    let t = this.cast::<mem_Tracker>();
    if !p.is_null() {
        counter(&raw mut (*t).frees).fetch_add(1, SeqCst);
        counter(&raw mut (*t).in_use).fetch_sub(size, SeqCst);
    }
    free((*t).inner, p, size, align)
}

static TRACKER: mem_AllocatorMethods = mem_AllocatorMethods {
    Alloc: Some(tracker_alloc),
    Realloc: Some(tracker_realloc),
    Free: Some(tracker_free),
};

#[no_mangle]
pub extern "C" fn mem_Tracker_Allocator(t: *mut mem_Tracker) -> mem_Allocator {
    mem_Allocator {
        self_: t.cast(),
        methods: &TRACKER,
    }
}

macro_rules! getter {
    ($name:ident, $field:ident) => {
        #[no_mangle]
        pub unsafe extern "C" fn $name(t: *mut mem_Tracker) -> i64 {
            counter(&raw mut (*t).$field).load(SeqCst)
        }
    };
}

getter!(mem_Tracker_Allocs, allocs);
getter!(mem_Tracker_Reallocs, reallocs);
getter!(mem_Tracker_Frees, frees);
getter!(mem_Tracker_Bytes, bytes);
getter!(mem_Tracker_InUse, in_use);
