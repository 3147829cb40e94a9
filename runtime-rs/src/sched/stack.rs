//! Task stacks: usable memory with an inaccessible guard region below it.
//!
//! Stacks of the default size are carved from large reservations (one anonymous mapping of
//! [`SLAB_STACKS`] slots, `MAP_NORESERVE`, so only the pages a task touches cost memory), and a
//! released stack goes back to a free list and is reused (its guard stays in place). The guard
//! below each stack is installed with `madvise(MADV_GUARD_INSTALL)` (Linux 6.13+), which marks
//! the pages in the page tables without splitting the mapping: 100,000 stacks cost a few dozen
//! mappings, far below `vm.max_map_count` (65,530 here). On an older kernel the guard falls back
//! to `mprotect(PROT_NONE)`, which costs one extra mapping per stack (so about 32,000 stacks fit).
//!
//! Stacks of any other size are mapped one by one (same guard) and unmapped when released.
//! A fault in a guard region is a stack overflow: the scheduler records each task's stack and
//! guard bounds in its `so_TaskLocal`, by which the builtins' fault handler reports it.

use crate::sync::RawMutex;
use std::cell::UnsafeCell;

/// The usable size of a task stack when `ThreadOptions.StackSize` is 0: 256 KiB. C code in a
/// task (and So's stack-allocated `make`s and literals) gets this much; only touched pages use
/// memory, typically one or two for a task that parks.
pub const DEFAULT_SIZE: usize = 256 * 1024;
/// The smallest stack a task gets, whatever it asks for.
pub const MIN_SIZE: usize = 64 * 1024;
/// The guard region below every stack.
pub const GUARD: usize = 64 * 1024;
/// Default-size stacks per reservation.
const SLAB_STACKS: usize = 1024;

const MADV_GUARD_INSTALL: libc::c_int = 102;

pub fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    (unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).max(4096) as usize
}

/// A stack: `[lo, hi)` usable, `[lo - GUARD, lo)` the guard.
#[derive(Debug, Clone, Copy)]
pub struct Stack {
    pub lo: usize,
    pub hi: usize,
    /// Carved from a reservation (goes back to the free list) or mapped alone (unmapped).
    pooled: bool,
}

impl Stack {
    pub fn guard(&self) -> (usize, usize) {
        (self.lo - GUARD, self.lo)
    }
    pub fn size(&self) -> usize {
        self.hi - self.lo
    }
}

fn guard(addr: usize, len: usize) -> bool {
    // SAFETY: the range lies inside a mapping this module made.
    unsafe {
        libc::madvise(addr as *mut libc::c_void, len, MADV_GUARD_INSTALL) == 0
            || libc::mprotect(addr as *mut libc::c_void, len, libc::PROT_NONE) == 0
    }
}

fn map(len: usize) -> Option<usize> {
    // SAFETY: a fresh private anonymous mapping.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE | libc::MAP_STACK,
            -1,
            0,
        )
    };
    (p != libc::MAP_FAILED).then_some(p as usize)
}

struct Pool {
    free: Vec<usize>, // `lo` of free default-size stacks
}

struct Shared {
    lock: RawMutex,
    pool: UnsafeCell<Pool>,
}
// SAFETY: the pool is only touched under the lock.
unsafe impl Sync for Shared {}

static POOL: Shared = Shared {
    lock: RawMutex::new(),
    pool: UnsafeCell::new(Pool { free: Vec::new() }),
};

fn with_pool<R>(f: impl FnOnce(&mut Pool) -> R) -> R {
    POOL.lock.lock();
    // SAFETY: locked.
    let r = f(unsafe { &mut *POOL.pool.get() });
    POOL.lock.unlock_held();
    r
}

/// A usable size for a request (0: the default), in whole pages.
pub fn size_for(request: i64) -> usize {
    if request <= 0 {
        return DEFAULT_SIZE;
    }
    let page = page_size();
    (request as u64)
        .max(MIN_SIZE as u64)
        .div_ceil(page as u64)
        .saturating_mul(page as u64)
        .min(1 << 40) as usize
}

/// A stack with at least `size` usable bytes (from [`size_for`]), or None if the system has no
/// memory for it.
pub fn alloc(size: usize) -> Option<Stack> {
    if size == DEFAULT_SIZE {
        if let Some(lo) = with_pool(|p| p.free.pop()) {
            // Its last task, and the context that freed it, come before its next task.
            crate::san::acquire(lo as *const u8);
            return Some(Stack {
                lo,
                hi: lo + DEFAULT_SIZE,
                pooled: true,
            });
        }
        return alloc_slab();
    }
    let base = map(GUARD + size)?;
    if !guard(base, GUARD) {
        // SAFETY: our own mapping.
        unsafe { libc::munmap(base as *mut libc::c_void, GUARD + size) };
        return None;
    }
    Some(Stack {
        lo: base + GUARD,
        hi: base + GUARD + size,
        pooled: false,
    })
}

/// Maps a new reservation, keeps its first stack and frees the rest into the pool.
#[cold]
fn alloc_slab() -> Option<Stack> {
    let slot = GUARD + DEFAULT_SIZE;
    let base = map(slot * SLAB_STACKS)?;
    let mut los = Vec::with_capacity(SLAB_STACKS);
    for i in 0..SLAB_STACKS {
        let g = base + i * slot;
        if !guard(g, GUARD) {
            break;
        }
        los.push(g + GUARD);
    }
    let first = los.pop()?;
    // The mapping (ThreadSanitizer records one as a write) comes before every later task.
    for &lo in &los {
        crate::san::release(lo as *const u8);
    }
    with_pool(|p| p.free.extend(los.into_iter().rev()));
    Some(Stack {
        lo: first,
        hi: first + DEFAULT_SIZE,
        pooled: true,
    })
}

/// Releases a stack no context runs on any more.
pub fn free(s: Stack) {
    if s.pooled {
        crate::san::release(s.lo as *const u8);
        with_pool(|p| p.free.push(s.lo));
    } else {
        // SAFETY: the mapping was made by `alloc` for this stack alone.
        unsafe { libc::munmap((s.lo - GUARD) as *mut libc::c_void, GUARD + s.size()) };
    }
}
