//! Channels: a lock-protected ring buffer plus FIFO queues of parked waiters, with direct
//! handoff. See `core` for the algorithm and `ffi` for the exported `conc_Chan_*` functions.

pub mod core;
pub mod waiter;

#[cfg(not(loom))]
pub mod ffi;

pub use self::core::{ChanCore, Deadline, RecvStatus, SendStatus};
