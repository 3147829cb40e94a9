//! Package so/mem: the allocator interface and its implementations.
#![allow(non_upper_case_globals)]

pub mod arena;
pub mod system;
pub mod tracker;

use crate::abi::*;
use std::ffi::{c_char, c_void};

/// Calls through an allocator's method table. A missing table or method is a nil-interface
/// call, reported as Go reports it.
pub(crate) fn methods(a: &mem_Allocator) -> &'static mem_AllocatorMethods {
    // SAFETY: a non-null method table is a static (or caller-owned, outliving) table.
    match unsafe { a.methods.as_ref() } {
        Some(m) => m,
        None => crate::panic::so_panic(
            "runtime error: invalid memory address or nil pointer dereference",
        ),
    }
}

fn nil_method() -> ! {
    crate::panic::so_panic("runtime error: invalid memory address or nil pointer dereference")
}

/// Allocates through `a`.
pub(crate) fn alloc(a: mem_Allocator, size: i64, align: i64) -> mem_Result {
    match methods(&a).Alloc {
        // SAFETY: calling the allocator's own method with its own receiver.
        Some(f) => unsafe { f(a.self_, size, align) },
        None => nil_method(),
    }
}

pub(crate) fn realloc(
    a: mem_Allocator,
    ptr: *mut c_void,
    old: i64,
    new: i64,
    align: i64,
) -> mem_Result {
    match methods(&a).Realloc {
        // SAFETY: as above.
        Some(f) => unsafe { f(a.self_, ptr, old, new, align) },
        None => nil_method(),
    }
}

pub(crate) fn free(a: mem_Allocator, ptr: *mut c_void, size: i64, align: i64) {
    match methods(&a).Free {
        // SAFETY: as above.
        Some(f) => unsafe { f(a.self_, ptr, size, align) },
        None => nil_method(),
    }
}

#[no_mangle]
pub extern "C" fn mem_ErrorString(err: mem_Error) -> *const c_char {
    let s: &'static [u8] = match err {
        mem_ErrNone => b"\0",
        mem_ErrOutOfMemory => b"mem: out of memory\0",
        mem_ErrNoAlloc => b"mem: allocation not allowed\0",
        _ => b"mem: unknown error\0",
    };
    s.as_ptr().cast()
}

#[no_mangle]
pub extern "C" fn mem_Allocator_Alloc(a: mem_Allocator, size: i64, align: i64) -> mem_Result {
    alloc(a, size, align)
}

#[no_mangle]
pub extern "C" fn mem_Allocator_Realloc(
    a: mem_Allocator,
    ptr: *mut c_void,
    old_size: i64,
    new_size: i64,
    align: i64,
) -> mem_Result {
    realloc(a, ptr, old_size, new_size, align)
}

#[no_mangle]
pub extern "C" fn mem_Allocator_Free(a: mem_Allocator, ptr: *mut c_void, size: i64, align: i64) {
    free(a, ptr, size, align)
}
