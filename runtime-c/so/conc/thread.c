//go:build ignore
// so/conc threads, with a cache of idle OS threads.
//
// Creating and joining a pthread costs tens of microseconds (clone, a stack mmap, munmap), so a
// thread whose entry has returned is not destroyed: it parks on a futex in a cache of idle
// threads, and the next Go hands it the new entry and wakes it (one futex wake). Threads that
// stay idle for SO_THREAD_IDLE_NS leave the cache and exit, so an idle program keeps no extra
// threads for long. Threads with a custom stack size (GoWith with StackSize > 0) are not cached:
// they run their one entry and exit.
//
// A conc_Thread handle points to a control block (so_thread). Its life is shared by two
// parties, the OS thread and the handle owner, counted in `refs` (2 at the start of each
// entry):
// * The OS thread, when entry returns, stores the result, publishes `finished` (release; wakes
//   a waiter sleeping on it), and drops its reference.
// * The owner drops its reference in Wait (after reading the result, acquire) or in Detach.
// * Whoever drops the last reference recycles the block: back onto the idle list (cached) or
//   freed (uncached, the OS thread has left). The cached OS thread itself waits on `go` whether
//   or not its block is on the list yet; a block is only reused after it went through the list,
//   and it only gets there after both parties are done with the previous entry.
// Every OS thread is created detached; Wait waits on `finished`, not on pthread_join.
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

#include "so/conc/conc.h"
#include "so/conc/thread_impl.h"
#include "so/conc/waitq.h"

#ifndef SO_THREAD_IDLE_NS
#define SO_THREAD_IDLE_NS ((int64_t)2 * 1000 * 1000 * 1000)
#endif

typedef struct so_thread {
    struct so_thread *next_idle; // on the idle list, under so_idle_lock
    bool on_list;                // under so_idle_lock
    bool cached;                 // default stack: returns to the idle list
    uint32_t go;                 // futex: 1 when an entry is assigned (set by Go)
    uint32_t finished;           // futex: 1 when entry has returned and result is set;
                                 // 2 while the owner sleeps in Wait
    int32_t refs;                // see above
    conc_ThreadFunc entry;
    void *arg;
    void *result;
} so_thread;

static so_lock so_idle_lock;
static so_thread *so_idle_list;

// A child of fork has none of the parent's other threads: forget the cached ones there.
static void so_thread_atfork_child(void) {
    so_idle_lock.state = 0;
    so_idle_list = NULL;
}

static pthread_once_t so_atfork_once = PTHREAD_ONCE_INIT;

static void so_thread_register_atfork(void) {
    pthread_atfork(NULL, NULL, so_thread_atfork_child);
}

static void so_thread_release(so_thread *t) {
    if (__atomic_sub_fetch(&t->refs, 1, __ATOMIC_ACQ_REL) != 0)
        return;
    if (!t->cached) {
        free(t);
        return;
    }
    so_lock_acquire(&so_idle_lock);
    t->next_idle = so_idle_list;
    t->on_list = true;
    so_idle_list = t;
    so_lock_release(&so_idle_lock);
}

static void *so_thread_main(void *arg) {
    so_thread *t = arg;
    for (;;) {
        // Wait for an entry (the first one is assigned before the thread starts).
        while (__atomic_load_n(&t->go, __ATOMIC_ACQUIRE) == 0) {
            if (so_futex_wait(&t->go, 0, SO_THREAD_IDLE_NS) == ETIMEDOUT) {
                // Idle too long: leave if we are still on the list (nobody took us). If we
                // are not, either Go took us and is about to set go, or our last entry's
                // handle has not been waited on yet; keep waiting.
                bool leave = false;
                so_lock_acquire(&so_idle_lock);
                if (t->on_list) {
                    so_thread **pp = &so_idle_list;
                    while (*pp != t)
                        pp = &(*pp)->next_idle;
                    *pp = t->next_idle;
                    t->on_list = false;
                    leave = true;
                }
                so_lock_release(&so_idle_lock);
                if (leave) {
                    free(t);
                    return NULL;
                }
            }
        }
        // Only Go sets go, and only after this block went through the idle list.
        __atomic_store_n(&t->go, 0, __ATOMIC_RELAXED);
        t->result = t->entry(t->arg);
        if (__atomic_exchange_n(&t->finished, 1, __ATOMIC_ACQ_REL) == 2)
            so_futex_wake(&t->finished, 1);
        bool cached = t->cached;
        so_thread_release(t); // may recycle t (or free it, uncached): read nothing after this
        if (!cached)
            return NULL;
    }
}

// Shared with the pool's workers; see thread_impl.h.
bool so_conc_thread_start(pthread_t *out, void *(*entry)(void *), void *arg, int64_t stack_size) {
    pthread_attr_t attr, *attrp = NULL;
    if (stack_size > 0) {
        int64_t page = sysconf(_SC_PAGESIZE);
        if (page <= 0)
            page = 4096;
        int64_t size = stack_size < (int64_t)PTHREAD_STACK_MIN ? (int64_t)PTHREAD_STACK_MIN
                                                               : stack_size;
        if (size > INT64_MAX - page)
            return false;
        size = (size + page - 1) / page * page;
        if (pthread_attr_init(&attr) != 0)
            return false;
        attrp = &attr;
        if (pthread_attr_setstacksize(&attr, (size_t)size) != 0) {
            pthread_attr_destroy(&attr);
            return false;
        }
    }
    int err = pthread_create(out, attrp, entry, arg);
    if (attrp)
        pthread_attr_destroy(attrp);
    return err == 0;
}

conc_Thread conc_GoWith(conc_ThreadFunc entry, void *arg, conc_ThreadOptions opts) {
    bool cached = opts.StackSize <= 0;
    so_thread *t = NULL;
    if (cached) {
        pthread_once(&so_atfork_once, so_thread_register_atfork);
        so_lock_acquire(&so_idle_lock);
        t = so_idle_list;
        if (t) {
            so_idle_list = t->next_idle;
            t->on_list = false;
        }
        so_lock_release(&so_idle_lock);
    }
    if (t) {
        // An idle thread: both parties released the block, so we own it until we set go.
        t->entry = entry;
        t->arg = arg;
        t->result = NULL;
        t->refs = 2;
        __atomic_store_n(&t->finished, 0, __ATOMIC_RELAXED);
        __atomic_store_n(&t->go, 1, __ATOMIC_RELEASE);
        so_futex_wake(&t->go, 1);
        return (conc_Thread){t};
    }
    t = calloc(1, sizeof *t);
    if (!t)
        so_panic("conc: cannot start thread");
    t->cached = cached;
    t->entry = entry;
    t->arg = arg;
    t->refs = 2;
    t->go = 1;
    pthread_t tid;
    if (!so_conc_thread_start(&tid, so_thread_main, t, opts.StackSize)) {
        free(t);
        so_panic("conc: cannot start thread");
    }
    pthread_detach(tid);
    return (conc_Thread){t};
}

conc_Thread conc_Go(conc_ThreadFunc entry, void *arg) {
    return conc_GoWith(entry, arg, (conc_ThreadOptions){0});
}

void *conc_Thread_Wait(conc_Thread h) {
    so_thread *t = h.handle;
    for (int i = 0; i < 100 && __atomic_load_n(&t->finished, __ATOMIC_ACQUIRE) != 1; i++)
        so_spin_hint();
    for (;;) {
        uint32_t f = 0;
        if (__atomic_load_n(&t->finished, __ATOMIC_ACQUIRE) == 1)
            break;
        // Announce the sleeper (0 -> 2), so that the thread wakes us; it swaps in 1 when done.
        if (__atomic_compare_exchange_n(&t->finished, &f, 2, false, __ATOMIC_ACQUIRE,
                                        __ATOMIC_ACQUIRE) ||
            f == 2)
            so_futex_wait(&t->finished, 2, -1);
    }
    void *result = t->result;
    so_thread_release(t);
    return result;
}

void conc_Thread_Detach(conc_Thread h) {
    so_thread_release(h.handle);
}

void conc_BlockingBegin(void) {
    // Threads are OS threads here: nothing else needs to run meanwhile.
}

void conc_BlockingEnd(void) {
}
