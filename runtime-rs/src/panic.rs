//! Run-time panics, printed exactly as the builtins' `so_panic` (runtime-c/builtin/panic.c)
//! prints them: one thread wins the right to print (any other panicking thread waits forever),
//! writes `panic: <msg>\n` to stderr in one go, flushes C's stdout, and `_exit`s with status 2.
//!
//! One difference remains: the builtins' panic first runs the panicking thread's pending
//! deferred calls, which live in a thread-local private to the builtins; this runtime does not
//! link against them, so it cannot run those calls.

use std::sync::atomic::{AtomicBool, Ordering};

extern "C" {
    /// glibc's `stdout` stream.
    static mut stdout: *mut libc::FILE;
}

static PANICKING: AtomicBool = AtomicBool::new(false);

pub fn so_panic(msg: &str) -> ! {
    if PANICKING.swap(true, Ordering::SeqCst) {
        loop {
            // SAFETY: pause only suspends this thread; the winner is exiting the process.
            unsafe { libc::pause() };
        }
    }
    let mut line = Vec::with_capacity(msg.len() + 8);
    line.extend_from_slice(b"panic: ");
    line.extend_from_slice(msg.as_bytes());
    line.push(b'\n');
    let mut rest: &[u8] = &line;
    while !rest.is_empty() {
        // SAFETY: writing a valid buffer to file descriptor 2.
        let n = unsafe { libc::write(2, rest.as_ptr().cast(), rest.len()) };
        if n < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
            continue;
        }
        if n <= 0 {
            break;
        }
        rest = &rest[n as usize..];
    }
    // SAFETY: flushing the C program's stdout, then ending the process without atexit
    // handlers, as so_panic does.
    unsafe {
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
