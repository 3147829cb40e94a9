//! Arena: bump allocation from a caller's buffer.
//!
//! Alignment is of the absolute address (`buf + offset` rounded up). Only the most recent
//! allocation (the one ending at `offset`) can be given back or grown in place; any block
//! already aligned as asked shrinks in place.

use crate::abi::*;
use std::ffi::c_void;
use std::ptr;

#[no_mangle]
pub extern "C" fn mem_NewArena(buf: *mut c_void, len: i64) -> mem_Arena {
    mem_Arena {
        buf: buf.cast(),
        len: len.max(0),
        offset: 0,
    }
}

/// A non-negative size and an alignment that is a positive power of two.
fn valid(size: i64, align: i64) -> bool {
    size >= 0 && align > 0 && (align as u64).is_power_of_two()
}

/// Where an allocation of `size` bytes aligned to `align` would start, or None if it does not fit.
fn fit(a: &mem_Arena, size: i64, align: i64) -> Option<i64> {
    if !valid(size, align) {
        return None;
    }
    let align = align as u64;
    let here = (a.buf as u64).checked_add(a.offset as u64)?;
    let start = here.checked_add(align - 1)? & !(align - 1);
    let start = (start - a.buf as u64) as i64;
    let end = start.checked_add(size)?;
    (end <= a.len).then_some(start)
}

unsafe extern "C" fn arena_alloc(this: *mut c_void, size: i64, align: i64) -> mem_Result {
    let a = &mut *this.cast::<mem_Arena>();
    match fit(a, size, align) {
        Some(start) => {
            let p = a.buf.add(start as usize);
            ptr::write_bytes(p, 0, size as usize);
            a.offset = start + size;
            mem_Result::ok(p.cast())
        }
        None => mem_Result::err(mem_ErrOutOfMemory),
    }
}

/// Whether `p` (of `size` bytes) is the most recent allocation.
fn is_last(a: &mem_Arena, p: *mut c_void, size: i64) -> bool {
    let p = p as u64;
    let base = a.buf as u64;
    p >= base && p - base + size as u64 == a.offset as u64
}

unsafe extern "C" fn arena_realloc(
    this: *mut c_void,
    p: *mut c_void,
    old: i64,
    new: i64,
    align: i64,
) -> mem_Result {
    if p.is_null() {
        return arena_alloc(this, new, align);
    }
    let a = &mut *this.cast::<mem_Arena>();
    if !valid(new, align) || old < 0 {
        return mem_Result::err(mem_ErrOutOfMemory);
    }
    let aligned = (p as u64) & (align as u64 - 1) == 0;
    if aligned && is_last(a, p, old) {
        let start = p as i64 - a.buf as i64;
        if new <= a.len - start {
            if new > old {
                ptr::write_bytes(p.cast::<u8>().add(old as usize), 0, (new - old) as usize);
            }
            a.offset = start + new;
            return mem_Result::ok(p);
        }
        return mem_Result::err(mem_ErrOutOfMemory);
    }
    if aligned && new <= old {
        // Shrinking a block that is not the last one: it stays where it is.
        return mem_Result::ok(p);
    }
    let r = arena_alloc(this, new, align);
    if !r.ptr.is_null() {
        ptr::copy_nonoverlapping(p.cast::<u8>(), r.ptr.cast::<u8>(), old.min(new) as usize);
    }
    r
}

unsafe extern "C" fn arena_free(this: *mut c_void, p: *mut c_void, size: i64, _align: i64) {
    let a = &mut *this.cast::<mem_Arena>();
    if !p.is_null() && size >= 0 && is_last(a, p, size) {
        a.offset = p as i64 - a.buf as i64;
    }
}

static ARENA: mem_AllocatorMethods = mem_AllocatorMethods {
    Alloc: Some(arena_alloc),
    Realloc: Some(arena_realloc),
    Free: Some(arena_free),
};

#[no_mangle]
pub extern "C" fn mem_Arena_Allocator(a: *mut mem_Arena) -> mem_Allocator {
    mem_Allocator {
        self_: a.cast(),
        methods: &ARENA,
    }
}

#[no_mangle]
pub unsafe extern "C" fn mem_Arena_Reset(a: *mut mem_Arena) {
    (*a).offset = 0;
}

#[no_mangle]
pub unsafe extern "C" fn mem_Arena_Used(a: *mut mem_Arena) -> i64 {
    (*a).offset
}
