//! Package so/sync: futex-based Mutex, RWMutex, Cond, Once and WaitGroup.
//!
//! Each primitive is a small core type over `crate::prim` (so the mutex can be model-checked by
//! loom) plus the exported `sync_*` functions, which view the C struct's private words as
//! atomics of the same size.

pub mod mutex;

#[cfg(not(loom))]
pub mod cond;
#[cfg(not(loom))]
pub mod once;
#[cfg(not(loom))]
pub mod rwmutex;
#[cfg(not(loom))]
pub mod waitgroup;

pub use mutex::RawMutex;

/// Views a C `uint32_t` word as an atomic.
///
/// # Safety
/// `p` must be valid, 4-byte aligned, and accessed only atomically while the view is in use.
#[cfg(not(loom))]
#[inline]
pub(crate) unsafe fn atomic_u32<'a>(p: *mut u32) -> &'a std::sync::atomic::AtomicU32 {
    std::sync::atomic::AtomicU32::from_ptr(p)
}
