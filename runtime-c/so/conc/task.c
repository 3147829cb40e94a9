//go:build ignore
// so/conc tasks: conc_Go and conc_GoWith start a task (a stackful coroutine scheduled M:N on
// the carrier threads, see sched.c); Thread.Wait parks until it finishes; BlockingBegin/End mark
// calls that may block the carrier.
//
// A conc_Thread handle points to a task block. Its life is shared by two parties, counted in
// `refs` (2 at the start): the task drops its reference once it is off its stack (after its last
// switch), the handle's owner in Wait (after reading the result) or Detach. The last one puts
// the block back on the free list. `done` publishes the result: 0 running, 1 finished (release;
// the joiner reads the result after an acquire), 2 running with a joiner parked on the word
// (the finishing task then wakes it). Blocks are carved in slabs and never freed (see so_unpark).
#define _GNU_SOURCE
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "so/conc/sched_impl.h"

#define SO_SLAB 64

static so_lock so_block_lock;
static so_task *so_block_free;
// Every slab stays reachable from here (so leak checkers see the blocks as in use).
static so_task **so_slabs;
static int64_t so_nslabs, so_slabs_cap;

so_task *so_task_alloc(void) {
    so_lock_acquire(&so_block_lock);
    so_task *t = so_block_free;
    if (t) {
        so_block_free = t->next;
    } else {
        so_task *slab = calloc(SO_SLAB, sizeof *slab);
        if (slab == NULL || (so_nslabs == so_slabs_cap &&
                             (so_slabs_cap = so_slabs_cap ? 2 * so_slabs_cap : 16,
                              so_slabs = realloc(so_slabs, (size_t)so_slabs_cap * sizeof *so_slabs)) ==
                                 NULL)) {
            so_lock_release(&so_block_lock);
            so_panic("conc: cannot start thread");
        }
        so_slabs[so_nslabs++] = slab;
        for (int i = SO_SLAB - 1; i >= 1; i--) {
            slab[i].next = so_block_free;
            so_block_free = &slab[i];
        }
        t = &slab[0];
    }
    so_lock_release(&so_block_lock);
    // A late so_unpark may still be exchanging pstate: leave that word alone (at worst the new
    // task's first park returns spuriously).
    t->sp = NULL;
    memset(&t->tl, 0, sizeof t->tl);
    t->next = NULL;
    t->why = SO_WHY_NONE;
    t->kind = SO_KIND_TASK;
    t->blocking = 0;
    t->stack_size = 0;
    t->map_base = 0;
    t->map_len = 0;
    t->entry = NULL;
    t->arg = NULL;
    t->result = NULL;
    t->result_tab = NULL;
    __atomic_store_n(&t->done, 0, __ATOMIC_RELAXED);
    t->refs = 2;
    t->pool_worker = NULL;
    t->os = NULL;
    return t;
}

#if SO_ASAN
// At exit, LeakSanitizer scans the threads' own stacks but not the tasks': a task parked for
// good when main returns may hold the only pointer to memory. So, before its check runs (atexit
// handlers run in reverse order: this one, registered when the scheduler starts, runs before
// the sanitizer's), every task stack in use becomes a root region: from the saved stack pointer
// up for a task that is switched out, all of it for one that is running.
void so_lsan_task_roots(void) {
    int32_t n = __atomic_load_n(&so_S.ncarriers, __ATOMIC_ACQUIRE);
    so_lock_acquire(&so_block_lock);
    for (int64_t s = 0; s < so_nslabs; s++) {
        for (int i = 0; i < SO_SLAB; i++) {
            so_task *t = &so_slabs[s][i];
            if (t->sp == NULL || t->kind != SO_KIND_TASK || t->tl.stack_hi == 0)
                continue;
            bool running = false;
            for (int32_t k = 0; k < n; k++)
                running |= __atomic_load_n(&so_S.carriers[k]->cur, __ATOMIC_RELAXED) == t;
            uintptr_t lo = running ? t->tl.stack_lo : (uintptr_t)t->sp;
            if (lo >= t->tl.stack_lo && lo < t->tl.stack_hi)
                __lsan_register_root_region((void *)lo, t->tl.stack_hi - lo);
        }
    }
    so_lock_release(&so_block_lock);
}
#endif

void so_task_release(so_task *t) {
    if (__atomic_sub_fetch(&t->refs, 1, __ATOMIC_ACQ_REL) != 0)
        return;
    so_lock_acquire(&so_block_lock);
    t->next = so_block_free;
    so_block_free = t;
    so_lock_release(&so_block_lock);
}

// Runs t's entry and keeps its result, with the result's itab when the entry is So code that
// returned an interface value (builtin.h, so_c_result).
void so_task_run_entry(so_task *t) {
    so_c_result_take(); // a note nobody took (a So function C called elsewhere) is not ours
    t->result = t->entry(t->arg);
    t->result_tab = so_c_result_take();
}

// Publishes that t has finished (its result is set) and wakes a joiner.
void so_task_publish_done(so_task *t) {
    if (__atomic_exchange_n(&t->done, 1, __ATOMIC_ACQ_REL) == 2)
        so_wake(&t->done, INT_MAX);
}

_Noreturn void so_task_exit(so_task *self) {
    so_task_publish_done(self);
    __atomic_sub_fetch(&so_S.ntasks, 1, __ATOMIC_SEQ_CST);
    so_switch_out(self, SO_WHY_EXIT);
    __builtin_unreachable();
}

so_task *so_task_start(conc_ThreadFunc entry, void *arg, int64_t stack_size) {
    so_sched_ensure();
    so_task *t = so_task_alloc();
    t->entry = entry;
    t->arg = arg;
    t->stack_size = stack_size > SO_STACK_DEFAULT ? stack_size : 0;
    __atomic_add_fetch(&so_S.ntasks, 1, __ATOMIC_SEQ_CST);
    so_ready(t, true);
    return t;
}

void *so_task_join(so_task *t, const so_Itab **tab) {
    for (;;) {
        uint32_t d = __atomic_load_n(&t->done, __ATOMIC_ACQUIRE);
        if (d == 1)
            break;
        if (d == 0 && !__atomic_compare_exchange_n(&t->done, &d, 2, false, __ATOMIC_ACQUIRE,
                                                   __ATOMIC_ACQUIRE))
            continue;
        so_wait(&t->done, 2, -1);
    }
    void *result = t->result;
    *tab = t->result_tab;
    so_task_release(t);
    return result;
}

// Starts an OS thread for conc_GoWith with OSThread (thread.c).
so_task *so_osthread_start(conc_ThreadFunc entry, void *arg, int64_t stack_size);

conc_Thread conc_GoWith(conc_ThreadFunc entry, void *arg, conc_ThreadOptions opts) {
    if (opts.OSThread)
        return (conc_Thread){so_osthread_start(entry, arg, opts.StackSize)};
    return (conc_Thread){so_task_start(entry, arg, opts.StackSize)};
}

conc_Thread conc_Go(conc_ThreadFunc entry, void *arg) {
    return (conc_Thread){so_task_start(entry, arg, 0)};
}

void *conc_Thread_Wait(conc_Thread h) {
    const so_Itab *tab;
    return so_task_join(h.handle, &tab);
}

conc_ThreadResult conc_Thread_WaitTyped(conc_Thread h) {
    const so_Itab *tab;
    void *result = so_task_join(h.handle, &tab);
    return (conc_ThreadResult){result, (void *)tab};
}

void conc_Thread_Detach(conc_Thread h) {
    so_task_release(h.handle);
}

// ---- Blocking calls -----------------------------------------------------------------------

void conc_BlockingBegin(void) {
    so_task *t = so_task_self();
    if (t == NULL)
        return;
    if (t->blocking++ == 0)
        __atomic_store_n(&so_carrier_self()->blocking, 1, __ATOMIC_RELAXED);
}

void conc_BlockingEnd(void) {
    so_task *t = so_task_self();
    if (t == NULL || t->blocking == 0)
        return;
    if (--t->blocking > 0)
        return;
    so_carrier *c = so_carrier_self();
    __atomic_store_n(&c->blocking, 0, __ATOMIC_RELAXED);
    // While the call blocked, the monitor may have given this carrier's place to another
    // carrier. If there is no free place now, the task goes to the global queue and this
    // carrier idles (the scheduling loop sorts that out).
    if (__atomic_load_n(&c->revoked, __ATOMIC_RELAXED))
        so_switch_out(t, SO_WHY_GLOBAL);
}
