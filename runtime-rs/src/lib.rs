//! so-runtime: the Rust reference runtime for So.
//!
//! It exports the C ABI declared by `runtime-c/so/sync/sync.h`, `so/sync/atomic/atomic.h`,
//! `so/mem/mem.h` and `so/conc/conc.h` (same symbols, same struct layouts, same behaviour and
//! panic messages) as a static library, so a program built for the C runtime links against this
//! one unchanged.
//!
//! Modules follow the packages: [`sync`] (futex Mutex, RWMutex, Cond, Once, WaitGroup),
//! [`atomic`], [`mem`] (System, NoAlloc, Arena, Tracker), [`conc`] (threads, channels, Select,
//! Pool); [`abi`] holds the `repr(C)` types and [`prim`] the atomics and futex the blocking
//! cores are written against (std or loom).
//!
//! No Rust panic crosses the C ABI: the code paths avoid panicking operations, and a panic in
//! an `extern "C"` function aborts the process instead of unwinding (Rust 1.81 and later).
//! So-level panics (misuse such as unlocking an unlocked mutex) print `panic: <msg>` and exit
//! with status 2, exactly as the C runtime's `so_panic`.
//!
//! Model checking with loom (mutex state machine, channel handoff):
//!
//! ```text
//! RUSTFLAGS="--cfg loom" cargo test -p so-runtime --release --lib loom
//! ```
//!
//! Under `--cfg loom` only the loom-checkable cores are compiled (no exported symbols).
#![allow(clippy::missing_safety_doc)]

pub mod prim;
#[cfg(not(loom))]
pub mod sched;
/// Under loom, the scheduler's protocols that loom checks.
#[cfg(loom)]
pub mod sched {
    pub mod idle;
    pub mod parker;
}

#[cfg(not(loom))]
pub mod abi;
#[cfg(not(loom))]
pub mod atomic;
pub mod conc;
#[cfg(all(not(loom), not(test)))]
pub mod interpose;
#[cfg(not(loom))]
pub mod mem;
#[cfg(not(loom))]
pub mod panic;
#[cfg(not(loom))]
pub mod san;
pub mod sync;
#[cfg(not(loom))]
pub mod time;

#[cfg(all(test, not(loom)))]
mod ffi_tests;
#[cfg(all(test, loom))]
mod loom_tests;
