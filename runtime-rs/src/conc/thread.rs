//! Threads: `std::thread` with the C entry point; the C handle is a boxed `JoinHandle`.

use crate::abi::*;
use crate::panic::so_panic;
use std::ffi::c_void;
use std::thread::JoinHandle;

/// A pointer the caller keeps alive; carried across the thread boundary as a plain address.
#[derive(Clone, Copy)]
struct Addr(usize);

/// A requested stack size rounded up to what the system accepts: at least PTHREAD_STACK_MIN and a
/// whole number of pages (glibc would otherwise round it down when it maps the stack).
fn round_stack(size: u64) -> usize {
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) }.max(4096) as u64;
    let size = size.max(libc::PTHREAD_STACK_MIN as u64);
    size.div_ceil(page)
        .saturating_mul(page)
        .min(usize::MAX as u64) as usize
}

pub(crate) fn spawn(
    stack_size: i64,
    body: impl FnOnce() -> usize + Send + 'static,
) -> Option<JoinHandle<usize>> {
    let mut b = std::thread::Builder::new();
    if stack_size > 0 {
        b = b.stack_size(round_stack(stack_size as u64));
    }
    b.spawn(body).ok()
}

fn go(entry: conc_ThreadFunc, arg: *mut c_void, stack_size: i64) -> conc_Thread {
    let arg = Addr(arg as usize);
    let Some(entry) = entry else {
        so_panic("runtime error: invalid memory address or nil pointer dereference")
    };
    let body = move || {
        let arg = arg;
        // SAFETY: the C entry point with the argument its caller handed us.
        crate::panic::abort_on_panic(|| unsafe { entry(arg.0 as *mut c_void) as usize })
    };
    match spawn(stack_size, body) {
        Some(h) => conc_Thread {
            handle: Box::into_raw(Box::new(h)).cast(),
        },
        None => so_panic("conc: cannot start thread"),
    }
}

#[no_mangle]
pub extern "C" fn conc_Go(entry: conc_ThreadFunc, arg: *mut c_void) -> conc_Thread {
    go(entry, arg, 0)
}

#[no_mangle]
pub extern "C" fn conc_GoWith(
    entry: conc_ThreadFunc,
    arg: *mut c_void,
    opts: conc_ThreadOptions,
) -> conc_Thread {
    go(entry, arg, opts.StackSize)
}

#[no_mangle]
pub unsafe extern "C" fn conc_Thread_Wait(t: conc_Thread) -> *mut c_void {
    let h = Box::from_raw(t.handle.cast::<JoinHandle<usize>>());
    // The entry is C code and cannot unwind, so join only fails if the thread was killed.
    h.join().unwrap_or(0) as *mut c_void
}

#[no_mangle]
pub unsafe extern "C" fn conc_Thread_Detach(t: conc_Thread) {
    drop(Box::from_raw(t.handle.cast::<JoinHandle<usize>>()));
}

/// Threads are OS threads in this runtime: nothing else needs to run meanwhile.
#[no_mangle]
pub extern "C" fn conc_BlockingBegin() {}

#[no_mangle]
pub extern "C" fn conc_BlockingEnd() {}
