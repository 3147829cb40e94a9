//! Package so/conc: threads, channels, Select and the worker pool.

pub mod chan;
#[cfg(not(loom))]
pub mod pool;
#[cfg(not(loom))]
pub mod select;
#[cfg(not(loom))]
pub mod thread;
