//go:build ignore
// Task stacks.
//
// A task gets its stack when it first runs (a task that is queued but has not started holds no
// stack), and gives it back when it finishes, so a program that starts 100,000 short tasks
// needs about as many stacks as it has carriers.
//
// Default stacks (SO_STACK_DEFAULT = 256 KiB usable, for any request up to that size) are carved
// from reservations of SO_STACK_CHUNK stacks: one anonymous mapping with MAP_NORESERVE, so a
// stack costs address space, not memory, until its pages are touched (a parked task that has
// used little stack costs one or two 4 KiB pages). Below each stack is a guard region of
// SO_STACK_GUARD = 64 KiB that faults on any access, so a stack overflow is reported (see
// runtime-c/builtin/stack.c) instead of running into the next stack; 64 KiB, not one page, so
// that a frame with large locals (which gcc does not probe page by page unless it is given
// -fstack-clash-protection) still lands in the guard.
//
// The guard regions are installed with madvise(MADV_GUARD_INSTALL) (Linux 6.13 and later): the
// kernel marks the pages in the page tables without splitting the mapping, so 100,000 guarded
// stacks cost one memory mapping per chunk (measured: 100,000 stacks of 256 KiB with guards, 25
// mappings in all). With mprotect every stack would cost two mappings (the guard and the stack),
// and 100,000 tasks would need 200,000 of the 65,530 that vm.max_map_count allows by default.
// On an older kernel the guards fall back to mprotect, which works up to that limit (about
// 32,000 stacks at once).
//
// Larger stacks (ThreadOptions.StackSize above the default) get a mapping of their own, rounded
// up to whole pages, with the same guard, unmapped when the task finishes.
//
// Free default stacks are kept: a few per carrier (no locking), the rest in a shared list whose
// links live in the free stacks themselves. Stack memory that a task touched stays resident
// while the stack waits for its next task (as goroutine stacks stay in Go's stack cache).
#include <errno.h>
#include <sys/mman.h>

#include "so/conc/sched_impl.h"

#ifndef MADV_GUARD_INSTALL
#define MADV_GUARD_INSTALL 102
#endif

#define SO_STACK_CHUNK 64
#define SO_STACK_SLOT (SO_STACK_GUARD + SO_STACK_DEFAULT)

static so_lock so_stack_lock;
static uintptr_t so_stack_free; // shared free list: the first word of a stack's top links it
static int32_t so_guard_mode;   // 0 unknown, 1 MADV_GUARD_INSTALL, 2 mprotect

static uintptr_t *so_stack_link(uintptr_t lo) {
    return (uintptr_t *)(lo + (uintptr_t)SO_STACK_DEFAULT - sizeof(uintptr_t));
}

// Makes [addr, addr + len) fault on every access. Returns false if the system refuses.
static bool so_guard(uintptr_t addr, size_t len) {
    int mode = __atomic_load_n(&so_guard_mode, __ATOMIC_RELAXED);
    if (mode != 2) {
        if (madvise((void *)addr, len, MADV_GUARD_INSTALL) == 0) {
            __atomic_store_n(&so_guard_mode, 1, __ATOMIC_RELAXED);
            return true;
        }
        if (errno != EINVAL || mode == 1)
            return false;
        __atomic_store_n(&so_guard_mode, 2, __ATOMIC_RELAXED);
    }
    return mprotect((void *)addr, len, PROT_NONE) == 0;
}

static _Noreturn void so_stack_fail(void) {
    so_panic("conc: cannot allocate a task stack (out of memory or memory mappings)");
}

// Reserves a chunk of SO_STACK_CHUNK default stacks and puts all but one on the shared list
// (the caller holds so_stack_lock); returns the one it kept. The system calls take a while (one
// madvise per guard: about 100 µs in all), so the carrier is marked as in a blocking call for
// the monitor (not with conc_BlockingEnd, which may switch: this may run in the middle of one).
static uintptr_t so_stack_chunk(void) {
    size_t len = (size_t)SO_STACK_SLOT * SO_STACK_CHUNK;
    so_carrier *c = so_carrier_self();
    uint8_t was = c ? __atomic_load_n(&c->blocking, __ATOMIC_RELAXED) : 0;
    if (c)
        __atomic_store_n(&c->blocking, 1, __ATOMIC_RELAXED);
    void *m = mmap(NULL, len, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (m == MAP_FAILED)
        so_stack_fail();
    uintptr_t base = (uintptr_t)m;
    for (int i = 0; i < SO_STACK_CHUNK; i++)
        if (!so_guard(base + (uintptr_t)i * SO_STACK_SLOT, SO_STACK_GUARD))
            so_stack_fail();
    if (c)
        __atomic_store_n(&c->blocking, was, __ATOMIC_RELAXED);
    for (int i = SO_STACK_CHUNK - 1; i >= 1; i--) {
        uintptr_t lo = base + (uintptr_t)i * SO_STACK_SLOT + SO_STACK_GUARD;
        *so_stack_link(lo) = so_stack_free;
        so_stack_free = lo;
    }
    return base + SO_STACK_GUARD;
}

uintptr_t so_stack_get(so_carrier *c) {
    if (c && c->nstacks > 0)
        return c->stacks[--c->nstacks];
    so_lock_acquire(&so_stack_lock);
    uintptr_t lo = so_stack_free;
    if (lo) {
        so_stack_free = *so_stack_link(lo);
        // Refill the carrier's cache by half while we hold the lock.
        while (c && c->nstacks < 8 && so_stack_free) {
            uintptr_t s = so_stack_free;
            so_stack_free = *so_stack_link(s);
            c->stacks[c->nstacks++] = s;
        }
    } else {
        lo = so_stack_chunk();
    }
    so_lock_release(&so_stack_lock);
    return lo;
}

void so_stack_put(so_carrier *c, uintptr_t lo) {
    int32_t cap = (int32_t)(sizeof c->stacks / sizeof c->stacks[0]);
    if (c && c->nstacks < cap) {
        c->stacks[c->nstacks++] = lo;
        return;
    }
    so_lock_acquire(&so_stack_lock);
    *so_stack_link(lo) = so_stack_free;
    so_stack_free = lo;
    // Give back half of the carrier's cache too, so stacks flow to carriers that need them.
    while (c && c->nstacks > cap / 2) {
        uintptr_t s = c->stacks[--c->nstacks];
        *so_stack_link(s) = so_stack_free;
        so_stack_free = s;
    }
    so_lock_release(&so_stack_lock);
}

bool so_stack_map(int64_t size, uintptr_t *base, size_t *len, uintptr_t *lo) {
    int64_t page = sysconf(_SC_PAGESIZE);
    if (page <= 0)
        page = 4096;
    if (size > INT64_MAX / 2)
        return false;
    size = (size + page - 1) / page * page;
    size_t total = (size_t)size + SO_STACK_GUARD;
    void *m = mmap(NULL, total, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (m == MAP_FAILED)
        return false;
    if (!so_guard((uintptr_t)m, SO_STACK_GUARD)) {
        munmap(m, total);
        return false;
    }
    *base = (uintptr_t)m;
    *len = total;
    *lo = (uintptr_t)m + SO_STACK_GUARD;
    return true;
}

void so_stack_unmap(uintptr_t base, size_t len) {
    munmap((void *)base, len);
}
