//! Package so/sync/atomic: every operation sequentially consistent, on the C structs' words.
//! `Add` returns the new value; `Swap`, `And` and `Or` return the old one, as Go's do.

use crate::abi::*;
use crate::san;
use std::ffi::c_void;
use std::sync::atomic::Ordering::SeqCst;
use std::sync::atomic::{AtomicI32, AtomicI64, AtomicPtr, AtomicU32, AtomicU64, AtomicUsize};

// For ThreadSanitizer (see `san`), keyed by the word: a store publishes what came before it, a
// load observes what came before the stores it may read, a read-modify-write does both (the
// operations are sequentially consistent, as Go's are).

#[inline(always)]
fn load<T, R>(a: *const T, op: impl FnOnce() -> R) -> R {
    if san::known_absent() {
        op()
    } else {
        announced(a, false, op, true)
    }
}

#[inline(always)]
fn store<T, R>(a: *const T, op: impl FnOnce() -> R) -> R {
    if san::known_absent() {
        op()
    } else {
        announced(a, true, op, false)
    }
}

#[inline(always)]
fn rmw<T, R>(a: *const T, op: impl FnOnce() -> R) -> R {
    if san::known_absent() {
        op()
    } else {
        announced(a, true, op, true)
    }
}

/// The operation with its announcements, out of line (the callers pass the operation as a
/// `move` closure, so their fast paths keep the arguments in registers and make no call).
#[cold]
#[inline(never)]
fn announced<T, R>(a: *const T, release: bool, op: impl FnOnce() -> R, acquire: bool) -> R {
    if release {
        san::release(a);
    }
    let r = op();
    if acquire {
        san::acquire(a);
    }
    r
}

#[no_mangle]
pub unsafe extern "C" fn atomic_Bool_Load(a: *mut atomic_Bool) -> bool {
    load(a, move || {
        AtomicU32::from_ptr(&raw mut (*a).v).load(SeqCst) != 0
    })
}

#[no_mangle]
pub unsafe extern "C" fn atomic_Bool_Store(a: *mut atomic_Bool, v: bool) {
    store(a, move || {
        AtomicU32::from_ptr(&raw mut (*a).v).store(v as u32, SeqCst)
    })
}

#[no_mangle]
pub unsafe extern "C" fn atomic_Bool_Swap(a: *mut atomic_Bool, v: bool) -> bool {
    rmw(a, move || {
        AtomicU32::from_ptr(&raw mut (*a).v).swap(v as u32, SeqCst) != 0
    })
}

#[no_mangle]
pub unsafe extern "C" fn atomic_Bool_CompareAndSwap(
    a: *mut atomic_Bool,
    old: bool,
    new_: bool,
) -> bool {
    rmw(a, move || {
        AtomicU32::from_ptr(&raw mut (*a).v)
            .compare_exchange(old as u32, new_ as u32, SeqCst, SeqCst)
            .is_ok()
    })
}

/// Defines the exported integer operations of one atomic type.
macro_rules! atomic_int {
    ($C:ident, $T:ty, $A:ty, $load:ident, $store:ident, $swap:ident, $cas:ident, $add:ident, $and:ident, $or:ident) => {
        #[no_mangle]
        pub unsafe extern "C" fn $load(a: *mut $C) -> $T {
            load(a, move || <$A>::from_ptr(&raw mut (*a).v).load(SeqCst))
        }
        #[no_mangle]
        pub unsafe extern "C" fn $store(a: *mut $C, v: $T) {
            store(a, move || <$A>::from_ptr(&raw mut (*a).v).store(v, SeqCst))
        }
        #[no_mangle]
        pub unsafe extern "C" fn $swap(a: *mut $C, v: $T) -> $T {
            rmw(a, move || <$A>::from_ptr(&raw mut (*a).v).swap(v, SeqCst))
        }
        #[no_mangle]
        pub unsafe extern "C" fn $cas(a: *mut $C, old: $T, new_: $T) -> bool {
            rmw(a, move || {
                <$A>::from_ptr(&raw mut (*a).v)
                    .compare_exchange(old, new_, SeqCst, SeqCst)
                    .is_ok()
            })
        }
        #[no_mangle]
        pub unsafe extern "C" fn $add(a: *mut $C, delta: $T) -> $T {
            rmw(a, move || {
                <$A>::from_ptr(&raw mut (*a).v)
                    .fetch_add(delta, SeqCst)
                    .wrapping_add(delta)
            })
        }
        #[no_mangle]
        pub unsafe extern "C" fn $and(a: *mut $C, mask: $T) -> $T {
            rmw(a, move || {
                <$A>::from_ptr(&raw mut (*a).v).fetch_and(mask, SeqCst)
            })
        }
        #[no_mangle]
        pub unsafe extern "C" fn $or(a: *mut $C, mask: $T) -> $T {
            rmw(a, move || {
                <$A>::from_ptr(&raw mut (*a).v).fetch_or(mask, SeqCst)
            })
        }
    };
}

atomic_int!(
    atomic_Int32,
    i32,
    AtomicI32,
    atomic_Int32_Load,
    atomic_Int32_Store,
    atomic_Int32_Swap,
    atomic_Int32_CompareAndSwap,
    atomic_Int32_Add,
    atomic_Int32_And,
    atomic_Int32_Or
);
atomic_int!(
    atomic_Int64,
    i64,
    AtomicI64,
    atomic_Int64_Load,
    atomic_Int64_Store,
    atomic_Int64_Swap,
    atomic_Int64_CompareAndSwap,
    atomic_Int64_Add,
    atomic_Int64_And,
    atomic_Int64_Or
);
atomic_int!(
    atomic_Uint32,
    u32,
    AtomicU32,
    atomic_Uint32_Load,
    atomic_Uint32_Store,
    atomic_Uint32_Swap,
    atomic_Uint32_CompareAndSwap,
    atomic_Uint32_Add,
    atomic_Uint32_And,
    atomic_Uint32_Or
);
atomic_int!(
    atomic_Uint64,
    u64,
    AtomicU64,
    atomic_Uint64_Load,
    atomic_Uint64_Store,
    atomic_Uint64_Swap,
    atomic_Uint64_CompareAndSwap,
    atomic_Uint64_Add,
    atomic_Uint64_And,
    atomic_Uint64_Or
);
atomic_int!(
    atomic_Uintptr,
    usize,
    AtomicUsize,
    atomic_Uintptr_Load,
    atomic_Uintptr_Store,
    atomic_Uintptr_Swap,
    atomic_Uintptr_CompareAndSwap,
    atomic_Uintptr_Add,
    atomic_Uintptr_And,
    atomic_Uintptr_Or
);

#[no_mangle]
pub unsafe extern "C" fn atomic_Pointer_Load(a: *mut atomic_Pointer) -> *mut c_void {
    load(a, move || AtomicPtr::from_ptr(&raw mut (*a).v).load(SeqCst))
}

#[no_mangle]
pub unsafe extern "C" fn atomic_Pointer_Store(a: *mut atomic_Pointer, v: *mut c_void) {
    store(a, move || {
        AtomicPtr::from_ptr(&raw mut (*a).v).store(v, SeqCst)
    })
}

#[no_mangle]
pub unsafe extern "C" fn atomic_Pointer_Swap(
    a: *mut atomic_Pointer,
    v: *mut c_void,
) -> *mut c_void {
    rmw(a, move || {
        AtomicPtr::from_ptr(&raw mut (*a).v).swap(v, SeqCst)
    })
}

#[no_mangle]
pub unsafe extern "C" fn atomic_Pointer_CompareAndSwap(
    a: *mut atomic_Pointer,
    old: *mut c_void,
    new_: *mut c_void,
) -> bool {
    rmw(a, move || {
        AtomicPtr::from_ptr(&raw mut (*a).v)
            .compare_exchange(old, new_, SeqCst, SeqCst)
            .is_ok()
    })
}
