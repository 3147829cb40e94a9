//go:build ignore
// so/conc dedicated OS threads: conc_GoWith with OSThread = true, for C code that needs a thread
// of its own (thread-local storage that must stay put, a library that pins state to a thread).
// Such a thread is not a task: the runtime's primitives block it on a futex, as on any thread
// C code started. Its handle is a task block of kind SO_KIND_OSTHREAD, waited on and detached
// like a task's (task.c).
//
// Creating and joining a pthread costs tens of microseconds (clone, a stack mmap, munmap), so a
// thread whose entry has returned is not destroyed: it parks on a futex in a cache of idle
// threads, and the next such GoWith hands it the new entry and wakes it (one futex wake).
// Threads that stay idle for SO_THREAD_IDLE_NS leave the cache and exit, so an idle program
// keeps no extra threads for long. Threads with a custom stack size are not cached: they run
// their one entry and exit.
//
// The OS thread owns its control block (so_osthread): it is on the idle list only while the
// thread waits for work there, and GoWith takes it off the list (under the lock) before it
// assigns the next entry and sets `go`. Every OS thread is created detached.
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

#include "so/conc/sched_impl.h"

#ifndef SO_THREAD_IDLE_NS
#define SO_THREAD_IDLE_NS ((int64_t)2 * 1000 * 1000 * 1000)
#endif

typedef struct so_osthread {
    struct so_osthread *next_idle; // on the idle list, under so_idle_lock
    bool on_list;                  // under so_idle_lock
    bool cached;                   // default stack: returns to the idle list
    uint32_t go;                   // futex: 1 when a job is assigned
    so_task *job;                  // the handle's block of the entry to run
} so_osthread;

static so_lock so_idle_lock;
static so_osthread *so_idle_list;

// A child of fork has none of the parent's other threads: forget the cached ones there.
static void so_thread_atfork_child(void) {
    so_idle_lock.state = 0;
    so_idle_list = NULL;
}

static pthread_once_t so_atfork_once = PTHREAD_ONCE_INIT;

static void so_thread_register_atfork(void) {
    pthread_atfork(NULL, NULL, so_thread_atfork_child);
}

static void *so_osthread_main(void *arg) {
    so_osthread *o = arg;
    so_thread_signal_init();
    for (;;) {
        // Wait for a job (the first one is assigned before the thread starts).
        while (__atomic_load_n(&o->go, __ATOMIC_ACQUIRE) == 0) {
            if (so_futex_wait(&o->go, 0, SO_THREAD_IDLE_NS) == ETIMEDOUT) {
                // Idle too long: leave if we are still on the list (nobody took us).
                bool leave = false;
                so_lock_acquire(&so_idle_lock);
                if (o->on_list) {
                    so_osthread **pp = &so_idle_list;
                    while (*pp != o)
                        pp = &(*pp)->next_idle;
                    *pp = o->next_idle;
                    o->on_list = false;
                    leave = true;
                }
                so_lock_release(&so_idle_lock);
                if (leave) {
                    free(o);
                    __atomic_sub_fetch(&so_S.osthreads, 1, __ATOMIC_SEQ_CST);
                    return NULL;
                }
            }
        }
        __atomic_store_n(&o->go, 0, __ATOMIC_RELAXED);
        so_task *t = o->job;
        so_task_run_entry(t);
        so_task_publish_done(t); // before it stops counting as running: see deadlock detection
        __atomic_sub_fetch(&so_S.nosthreads, 1, __ATOMIC_SEQ_CST);
        so_task_release(t);
        if (!o->cached) {
            free(o);
            __atomic_sub_fetch(&so_S.osthreads, 1, __ATOMIC_SEQ_CST);
            return NULL;
        }
        so_lock_acquire(&so_idle_lock);
        o->next_idle = so_idle_list;
        o->on_list = true;
        so_idle_list = o;
        so_lock_release(&so_idle_lock);
    }
}

// Starts a detached thread running entry(arg); stack_size <= 0 means the system default,
// otherwise it is rounded up to PTHREAD_STACK_MIN and to whole pages.
static bool so_conc_thread_start(pthread_t *out, void *(*entry)(void *), void *arg, int64_t stack_size) {
    pthread_attr_t attr;
    if (pthread_attr_init(&attr) != 0)
        return false;
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    if (stack_size > 0) {
        int64_t page = sysconf(_SC_PAGESIZE);
        if (page <= 0)
            page = 4096;
        int64_t size = stack_size < (int64_t)PTHREAD_STACK_MIN ? (int64_t)PTHREAD_STACK_MIN
                                                               : stack_size;
        if (size > INT64_MAX - page) {
            pthread_attr_destroy(&attr);
            return false;
        }
        size = (size + page - 1) / page * page;
        if (pthread_attr_setstacksize(&attr, (size_t)size) != 0) {
            pthread_attr_destroy(&attr);
            return false;
        }
    }
    int err = pthread_create(out, &attr, entry, arg);
    pthread_attr_destroy(&attr);
    return err == 0;
}

so_task *so_osthread_start(conc_ThreadFunc entry, void *arg, int64_t stack_size) {
    so_task *t = so_task_alloc();
    t->kind = SO_KIND_OSTHREAD;
    t->entry = entry;
    t->arg = arg;
    __atomic_add_fetch(&so_S.nosthreads, 1, __ATOMIC_SEQ_CST);
    bool cached = stack_size <= 0;
    so_osthread *o = NULL;
    if (cached) {
        pthread_once(&so_atfork_once, so_thread_register_atfork);
        so_lock_acquire(&so_idle_lock);
        o = so_idle_list;
        if (o) {
            so_idle_list = o->next_idle;
            o->on_list = false;
        }
        so_lock_release(&so_idle_lock);
    }
    if (o) {
        o->job = t;
        __atomic_store_n(&o->go, 1, __ATOMIC_RELEASE);
        so_futex_wake(&o->go, 1);
        return t;
    }
    o = calloc(1, sizeof *o);
    if (!o)
        so_panic("conc: cannot start thread");
    o->cached = cached;
    o->job = t;
    o->go = 1;
    __atomic_add_fetch(&so_S.osthreads, 1, __ATOMIC_SEQ_CST);
    pthread_t tid;
    conc_BlockingBegin(); // creating a thread takes tens of microseconds
    bool started = so_conc_thread_start(&tid, so_osthread_main, o, stack_size);
    conc_BlockingEnd();
    if (!started) {
        __atomic_sub_fetch(&so_S.osthreads, 1, __ATOMIC_SEQ_CST);
        free(o);
        so_panic("conc: cannot start thread");
    }
    return t;
}
