//! The `#[repr(C)]` types of the C ABI, field for field as the headers in `runtime-c/so/...`
//! declare them. Their sizes and alignments are the contract (`tests/layout.rs` checks them
//! against the C compiler); the private fields are reinterpreted by the modules that own them
//! (a `u32` state word becomes an `AtomicU32`, which has the same size and alignment).
#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals)]

use std::ffi::c_void;

// ---- so/sync ------------------------------------------------------------------------------

#[repr(C)]
#[derive(Debug, Default)]
pub struct sync_Mutex {
    pub state: u32,
}

#[repr(C)]
#[derive(Debug, Default)]
pub struct sync_RWMutex {
    pub state: u32,
    pub writer_notify: u32,
}

#[repr(C)]
#[derive(Debug)]
pub struct sync_Cond {
    pub seq: u32,
    pub pad: u32,
    pub mu: *mut sync_Mutex,
}

#[repr(C)]
#[derive(Debug, Default)]
pub struct sync_Once {
    pub state: u32,
}

#[repr(C)]
#[derive(Debug, Default)]
pub struct sync_WaitGroup {
    pub state: u64,
    pub seq: u32,
    pub pad: u32,
}

// ---- so/sync/atomic -----------------------------------------------------------------------

#[repr(C)]
#[derive(Debug, Default)]
pub struct atomic_Bool {
    pub v: u32,
}

#[repr(C)]
#[derive(Debug, Default)]
pub struct atomic_Int32 {
    pub v: i32,
}

#[repr(C, align(8))]
#[derive(Debug, Default)]
pub struct atomic_Int64 {
    pub v: i64,
}

#[repr(C)]
#[derive(Debug, Default)]
pub struct atomic_Uint32 {
    pub v: u32,
}

#[repr(C, align(8))]
#[derive(Debug, Default)]
pub struct atomic_Uint64 {
    pub v: u64,
}

#[repr(C)]
#[derive(Debug, Default)]
pub struct atomic_Uintptr {
    pub v: usize,
}

#[repr(C)]
#[derive(Debug)]
pub struct atomic_Pointer {
    pub v: *mut c_void,
}

// ---- so/mem -------------------------------------------------------------------------------

pub type mem_Error = i32;
pub const mem_ErrNone: mem_Error = 0;
pub const mem_ErrOutOfMemory: mem_Error = 1;
pub const mem_ErrNoAlloc: mem_Error = 2;

#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct mem_Result {
    pub ptr: *mut c_void,
    pub err: mem_Error,
}

impl mem_Result {
    pub fn ok(ptr: *mut c_void) -> Self {
        mem_Result {
            ptr,
            err: mem_ErrNone,
        }
    }
    pub fn err(err: mem_Error) -> Self {
        mem_Result {
            ptr: std::ptr::null_mut(),
            err,
        }
    }
}

pub type mem_AllocFn = unsafe extern "C" fn(this: *mut c_void, size: i64, align: i64) -> mem_Result;
pub type mem_ReallocFn = unsafe extern "C" fn(
    this: *mut c_void,
    ptr: *mut c_void,
    old_size: i64,
    new_size: i64,
    align: i64,
) -> mem_Result;
pub type mem_FreeFn =
    unsafe extern "C" fn(this: *mut c_void, ptr: *mut c_void, size: i64, align: i64);

#[repr(C)]
#[derive(Debug)]
pub struct mem_AllocatorMethods {
    pub Alloc: Option<mem_AllocFn>,
    pub Realloc: Option<mem_ReallocFn>,
    pub Free: Option<mem_FreeFn>,
}

#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct mem_Allocator {
    pub self_: *mut c_void,
    pub methods: *const mem_AllocatorMethods,
}

#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct mem_Arena {
    pub buf: *mut u8,
    pub len: i64,
    pub offset: i64,
}

#[repr(C)]
#[derive(Debug)]
pub struct mem_Tracker {
    pub inner: mem_Allocator,
    pub allocs: i64,
    pub reallocs: i64,
    pub frees: i64,
    pub bytes: i64,
    pub in_use: i64,
}

// ---- so/conc ------------------------------------------------------------------------------

#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct conc_Thread {
    pub handle: *mut c_void,
}

pub type conc_ThreadFunc = Option<unsafe extern "C" fn(arg: *mut c_void) -> *mut c_void>;

#[repr(C)]
#[derive(Debug, Clone, Copy, Default)]
pub struct conc_ThreadOptions {
    pub StackSize: i64,
    pub OSThread: bool,
}

/// What a thread's entry returned, with the result's itab when the entry is So code that
/// returned an interface value (`conc_Thread_WaitTyped`).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct conc_ThreadResult {
    pub Result: *mut c_void,
    pub Tab: *mut c_void,
}

#[repr(C)]
#[derive(Debug, Clone, Copy, Default)]
pub struct conc_PoolOptions {
    pub NumThreads: i64,
    pub QueueSize: i64,
    pub StackSize: i64,
}

pub type conc_TaskFunc = Option<unsafe extern "C" fn(arg: *mut c_void)>;

/// The opaque pool; the Rust runtime's pool lives behind this pointer type.
#[repr(C)]
pub struct conc_Pool {
    _private: [u8; 0],
}

/// `struct conc_chan`, opaque to C.
#[repr(C)]
pub struct conc_chan {
    _private: [u8; 0],
}

#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct conc_Chan {
    pub impl_: *mut conc_chan,
}

pub type conc_Status = i32;
pub const conc_Ok: conc_Status = 0;
pub const conc_Timeout: conc_Status = 1;
pub const conc_Closed: conc_Status = 2;

pub type conc_CaseKind = i32;
pub const conc_CaseRecv: conc_CaseKind = 1;
pub const conc_CaseSend: conc_CaseKind = 2;
pub const conc_CaseDefault: conc_CaseKind = 3;

#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct conc_Case {
    pub kind: conc_CaseKind,
    pub ok: bool,
    pub ch: *mut conc_Chan,
    pub val: *mut c_void,
}
