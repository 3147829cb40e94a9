//! Package so/time: the clock and sleeping (`runtime-c/so/time/time.h`).

use std::time::{SystemTime, UNIX_EPOCH};

/// Pauses the calling task (it parks; a timer of the monitor wakes it, other tasks run
/// meanwhile) or thread for at least `d` nanoseconds; `d <= 0` returns at once.
#[no_mangle]
pub extern "C" fn time_Sleep(d: i64) {
    let _in = crate::san::enter();
    crate::sched::sleep_ns(d)
}

/// A monotonic clock in nanoseconds (CLOCK_MONOTONIC, as the C runtime).
#[no_mangle]
pub extern "C" fn time_Nanotime() -> i64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes the timespec we own.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    ts.tv_sec * 1_000_000_000 + ts.tv_nsec
}

/// The wall clock: nanoseconds since the Unix epoch.
#[no_mangle]
pub extern "C" fn time_UnixNano() -> i64 {
    match SystemTime::now().duration_since(UNIX_EPOCH) {
        Ok(d) => d.as_nanos() as i64,
        Err(e) => -(e.duration().as_nanos() as i64),
    }
}
