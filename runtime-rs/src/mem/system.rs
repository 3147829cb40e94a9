//! System (the C heap) and NoAlloc.
//!
//! System serves alignments up to 16 from `malloc`/`calloc`/`realloc` (glibc's malloc
//! alignment) and larger ones from `posix_memalign`, zeroing what the C calls do not. As in the
//! C runtime, a block of up to `SMALL` bytes is `malloc` plus zeroing, from glibc's per-thread
//! cache, which `calloc` bypasses; larger ones keep `calloc`, which skips zeroing fresh pages.

use crate::abi::*;
use std::ffi::c_void;
use std::ptr;

const MALLOC_ALIGN: i64 = 16;

/// The largest block served by `malloc` plus zeroing (glibc's tcache holds up to 1032 bytes).
const SMALL: i64 = 1024;

/// Larger requests fail at once with ErrOutOfMemory (no machine has 256 TiB to give, and some
/// allocators abort instead of failing on absurd sizes).
const MAX_SIZE: i64 = 1 << 48;

/// A size in [0, 2^48) and an alignment that is a power of two below 2^48.
fn valid(size: i64, align: i64) -> bool {
    (0..MAX_SIZE).contains(&size)
        && (1..MAX_SIZE).contains(&align)
        && (align as u64).is_power_of_two()
}

unsafe fn aligned_zeroed(size: i64, align: i64) -> *mut c_void {
    let align = (align as usize).max(std::mem::size_of::<usize>());
    let mut p: *mut c_void = ptr::null_mut();
    if libc::posix_memalign(&mut p, align, (size as usize).max(1)) != 0 {
        return ptr::null_mut();
    }
    ptr::write_bytes(p.cast::<u8>(), 0, size as usize);
    p
}

unsafe extern "C" fn system_alloc(_this: *mut c_void, size: i64, align: i64) -> mem_Result {
    if !valid(size, align) {
        return mem_Result::err(mem_ErrOutOfMemory);
    }
    let p = if align <= MALLOC_ALIGN && size <= SMALL {
        let p = libc::malloc((size as usize).max(1));
        if !p.is_null() {
            ptr::write_bytes(p.cast::<u8>(), 0, size as usize);
        }
        p
    } else if align <= MALLOC_ALIGN {
        libc::calloc(1, (size as usize).max(1))
    } else {
        aligned_zeroed(size, align)
    };
    if p.is_null() {
        mem_Result::err(mem_ErrOutOfMemory)
    } else {
        mem_Result::ok(p)
    }
}

unsafe extern "C" fn system_realloc(
    this: *mut c_void,
    p: *mut c_void,
    old: i64,
    new: i64,
    align: i64,
) -> mem_Result {
    if p.is_null() {
        return system_alloc(this, new, align);
    }
    if !valid(new, align) || old < 0 {
        return mem_Result::err(mem_ErrOutOfMemory);
    }
    let q = if align <= MALLOC_ALIGN {
        libc::realloc(p, (new as usize).max(1))
    } else {
        let q = aligned_zeroed(new, align);
        if !q.is_null() {
            ptr::copy_nonoverlapping(p.cast::<u8>(), q.cast::<u8>(), old.min(new) as usize);
            libc::free(p);
        }
        q
    };
    if q.is_null() {
        return mem_Result::err(mem_ErrOutOfMemory);
    }
    if new > old {
        ptr::write_bytes(q.cast::<u8>().add(old as usize), 0, (new - old) as usize);
    }
    mem_Result::ok(q)
}

unsafe extern "C" fn system_free(_this: *mut c_void, p: *mut c_void, _size: i64, _align: i64) {
    libc::free(p)
}

static SYSTEM: mem_AllocatorMethods = mem_AllocatorMethods {
    Alloc: Some(system_alloc),
    Realloc: Some(system_realloc),
    Free: Some(system_free),
};

#[no_mangle]
pub extern "C" fn mem_System() -> mem_Allocator {
    mem_Allocator {
        self_: ptr::null_mut(),
        methods: &SYSTEM,
    }
}

unsafe extern "C" fn noalloc_alloc(_this: *mut c_void, _size: i64, _align: i64) -> mem_Result {
    mem_Result::err(mem_ErrNoAlloc)
}

unsafe extern "C" fn noalloc_realloc(
    _this: *mut c_void,
    _p: *mut c_void,
    _old: i64,
    _new: i64,
    _align: i64,
) -> mem_Result {
    mem_Result::err(mem_ErrNoAlloc)
}

unsafe extern "C" fn noalloc_free(_this: *mut c_void, _p: *mut c_void, _size: i64, _align: i64) {}

static NOALLOC: mem_AllocatorMethods = mem_AllocatorMethods {
    Alloc: Some(noalloc_alloc),
    Realloc: Some(noalloc_realloc),
    Free: Some(noalloc_free),
};

#[no_mangle]
pub extern "C" fn mem_NoAlloc() -> mem_Allocator {
    mem_Allocator {
        self_: ptr::null_mut(),
        methods: &NOALLOC,
    }
}
