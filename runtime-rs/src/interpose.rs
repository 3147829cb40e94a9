//! Two libc functions whose meaning changes when code runs in a task, defined here so that a
//! program linked with this runtime gets the task-aware meaning (the definitions in the
//! program's own link take precedence over libc's; libc's internal calls are unaffected):
//!
//! - `sched_yield()` in a task yields the task (other tasks of its carrier run first), as
//!   `runtime.Gosched` does; C code that polls a flag with `sched_yield` then cannot starve
//!   the task that would set it. On a plain thread, and in a program built with a sanitizer,
//!   it is the system call.
//! - `pthread_getattr_np(pthread_self(), ..)` in a task describes the task's stack (its bounds
//!   and guard size), which is the stack the code is running on; for any other thread, or
//!   outside a task, it is glibc's.

use std::ffi::c_void;

#[no_mangle]
pub extern "C" fn sched_yield() -> libc::c_int {
    // In a program built with a sanitizer it is always the system call: the sanitizers' run-time
    // libraries call sched_yield from inside their own locks (LeakSanitizer, while it stops the
    // threads at exit), where switching tasks (or even looking the sanitizers up) would deadlock.
    if !crate::sched::can_yield_task() || !crate::san::known_absent() {
        // SAFETY: the plain system call.
        unsafe { libc::syscall(libc::SYS_sched_yield) as libc::c_int }
    } else {
        crate::sched::yield_now();
        0
    }
}

type GetAttr = unsafe extern "C" fn(libc::pthread_t, *mut libc::pthread_attr_t) -> libc::c_int;

fn real_getattr() -> Option<GetAttr> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static REAL: AtomicUsize = AtomicUsize::new(0);
    let mut f = REAL.load(Ordering::Acquire);
    if f == 0 {
        // SAFETY: looking up the next definition of a libc symbol.
        f = unsafe { libc::dlsym(libc::RTLD_NEXT, c"pthread_getattr_np".as_ptr()) } as usize;
        REAL.store(f, Ordering::Release);
    }
    // SAFETY: dlsym returned glibc's function of this very signature.
    (f != 0).then(|| unsafe { std::mem::transmute::<usize, GetAttr>(f) })
}

#[no_mangle]
pub unsafe extern "C" fn pthread_getattr_np(
    th: libc::pthread_t,
    attr: *mut libc::pthread_attr_t,
) -> libc::c_int {
    let Some(real) = real_getattr() else {
        return libc::ENOSYS;
    };
    let r = real(th, attr);
    if r != 0 || libc::pthread_equal(th, libc::pthread_self()) == 0 {
        return r;
    }
    if let Some((lo, hi, guard)) = crate::sched::current_stack() {
        libc::pthread_attr_setstack(attr, lo as *mut c_void, hi - lo);
        libc::pthread_attr_setguardsize(attr, guard);
    }
    r
}
