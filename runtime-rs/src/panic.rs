//! Run-time panics. In the library they go through the builtins' `so_panic`
//! (runtime-c/builtin/panic.c), so a panic raised by this runtime (unlocking an unlocked mutex,
//! sending on a closed channel) first runs the panicking task's pending deferred calls, exactly
//! as in the C runtime, then prints `panic: <msg>`, flushes stdout and exits with status 2.
//! The crate's own unit tests link without the builtins and use a copy with the same output.

#[cfg(not(test))]
pub fn so_panic(msg: &str) -> ! {
    extern "C" {
        #[link_name = "so_panic"]
        fn builtin_so_panic(msg: *const libc::c_char) -> !;
    }
    // The messages are short; cut at an interior NUL (there is none in this crate's messages).
    let mut buf = [0u8; 256];
    let n = msg.len().min(buf.len() - 1);
    buf[..n].copy_from_slice(&msg.as_bytes()[..n]);
    if let Some(z) = buf[..n].iter().position(|&b| b == 0) {
        buf[z] = 0;
    }
    // The program's deferred calls run now: their accesses are checked (see `san`).
    crate::san::leave_for_good();
    // SAFETY: a NUL-terminated buffer that outlives the call (which never returns).
    unsafe { builtin_so_panic(buf.as_ptr().cast()) }
}

#[cfg(test)]
pub fn so_panic(msg: &str) -> ! {
    use std::sync::atomic::{AtomicBool, Ordering};
    extern "C" {
        static mut stdout: *mut libc::FILE;
    }
    static PANICKING: AtomicBool = AtomicBool::new(false);
    if PANICKING.swap(true, Ordering::SeqCst) {
        loop {
            // SAFETY: pause only suspends this thread; the winner is exiting the process.
            unsafe { libc::pause() };
        }
    }
    let line = format!("panic: {msg}\n");
    // SAFETY: writing a valid buffer to stderr, flushing stdout, exiting as so_panic does.
    unsafe {
        libc::write(2, line.as_ptr().cast(), line.len());
        libc::fflush(stdout);
        libc::_exit(2)
    }
}

/// Runs `f`, aborting the process if it panics: a Rust panic is a bug in this runtime and must
/// neither unwind into C nor silently end a worker thread. Wraps the bodies of the threads this
/// runtime starts (an `extern "C"` function already aborts on a panic that reaches it).
pub fn abort_on_panic<R>(f: impl FnOnce() -> R) -> R {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(_) => {
            let msg = b"fatal error: so-runtime: internal panic\n";
            // SAFETY: writing a static buffer to stderr, then aborting.
            unsafe {
                libc::write(2, msg.as_ptr().cast(), msg.len());
                libc::abort()
            }
        }
    }
}
