// stack.c - the task-local state of the builtins, and stack-overflow reporting.
//
// Stack overflow. Every thread gets an alternate signal stack (the handler must not run on the
// stack that just overflowed), and SIGSEGV and SIGBUS go to so_fault. A fault whose address is
// in the guard region of the stack in use (so_task_local_.guard_lo/hi: the running task's,
// installed by the scheduler on every switch, or the OS thread's own, recorded when the thread
// is set up) is a stack overflow, and so is a fault at or above a stack pointer that is
// already below the stack in use (a frame that skipped the guard: C compiled without
// -fstack-clash-protection, which solod always passes so that large frames and allocas touch
// the stack page by page and meet the guard). An overflow prints "fatal error: stack overflow"
// to stderr (after flushing stdout, if no other thread holds its lock) and exits with status 2,
// as Go does.
// Any other fault goes to the handler that was installed before (a sanitizer's), or gets the
// default action. The handlers and the main thread's setup run before main, in a constructor;
// every other thread calls so_thread_signal_init once when it starts. Threads that C code (or a
// runtime) creates with pthread_create get that call for free: the builtins define
// pthread_create, which starts the thread through a trampoline that calls so_thread_signal_init
// before the thread's own start routine, and hands the rest to the C library's pthread_create
// (found with dlsym(RTLD_NEXT), so a sanitizer's interceptor still sees every thread). Calling
// so_thread_signal_init again on such a thread does nothing new. A statically linked program
// has no dynamic symbols to look in; there glibc's implementation is called by its internal
// name, __pthread_create, which a reference to thrd_create (C11 threads, which calls it) keeps
// in the link.
//
// The faulting function is not named: the only way to find it from a signal handler (dladdr on
// the faulting instruction's address) sees only exported symbols and takes the dynamic loader's
// lock, so it would be neither reliable nor safe.
//
// These functions are runtime-neutral: the C runtime and the Rust runtime both link them.
#define _GNU_SOURCE
#include "builtin.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/resource.h>
#include <threads.h>
#include <ucontext.h>
#include <unistd.h>

// The running task's state; on a thread without tasks, the thread's own. Shared with panic.c.
__thread so_TaskLocal so_task_local_;

void so_task_local_switch(so_TaskLocal *save, const so_TaskLocal *load) {
    *save = so_task_local_;
    so_task_local_ = *load;
}

#define SO_ALTSTACK_SIZE (64 * 1024)

static struct sigaction so_old_segv, so_old_bus;
static char so_main_altstack[SO_ALTSTACK_SIZE] __attribute__((aligned(16)));
static pthread_key_t so_altstack_key;
static pthread_once_t so_altstack_key_once = PTHREAD_ONCE_INIT;

static _Noreturn void so_report_overflow(void) {
    static const char msg[] = "fatal error: stack overflow\n";
    if (ftrylockfile(stdout) == 0) {
        fflush_unlocked(stdout);
        funlockfile(stdout);
    }
    ssize_t w = write(2, msg, sizeof msg - 1);
    (void)w;
    _exit(2);
}

// The stack pointer of the interrupted code, or 0 where this file does not know the machine.
static uintptr_t so_fault_sp(const void *uc) {
    const ucontext_t *u = uc;
#if defined(__x86_64__)
    return (uintptr_t)u->uc_mcontext.gregs[REG_RSP];
#elif defined(__aarch64__)
    return (uintptr_t)u->uc_mcontext.sp;
#else
    (void)u;
    return 0;
#endif
}

static void so_fault(int sig, siginfo_t *si, void *uc) {
    uintptr_t a = (uintptr_t)si->si_addr;
    const so_TaskLocal *tl = &so_task_local_;
    if (si->si_code > 0 && tl->guard_lo < tl->guard_hi && a >= tl->guard_lo && a < tl->guard_hi)
        so_report_overflow();
    // A frame or alloca that skipped the guard (C compiled without -fstack-clash-protection):
    // the stack pointer is already below the stack, and the fault is at or above it.
    uintptr_t sp = so_fault_sp(uc);
    if (si->si_code > 0 && tl->stack_lo < tl->stack_hi && sp != 0 && sp < tl->stack_lo &&
        a + 4096 >= sp && a < tl->stack_hi)
        so_report_overflow();
    const struct sigaction *old = sig == SIGBUS ? &so_old_bus : &so_old_segv;
    if ((old->sa_flags & SA_SIGINFO) && old->sa_sigaction != NULL) {
        old->sa_sigaction(sig, si, uc);
        return;
    }
    if (!(old->sa_flags & SA_SIGINFO) && old->sa_handler != SIG_DFL &&
        old->sa_handler != SIG_IGN) {
        old->sa_handler(sig);
        return;
    }
    // The default action: a fault repeats when the handler returns and then kills the process;
    // a signal sent with kill is raised again.
    signal(sig, SIG_DFL);
    if (si->si_code <= 0)
        raise(sig);
}

static void so_altstack_free(void *p) {
    stack_t off = {.ss_flags = SS_DISABLE};
    sigaltstack(&off, NULL);
    free(p);
}

static void so_altstack_key_init(void) {
    pthread_key_create(&so_altstack_key, so_altstack_free);
}

// Gives the calling thread an alternate signal stack unless it has one (a sanitizer may have
// installed its own).
static void so_altstack(bool main_thread) {
    stack_t cur;
    if (sigaltstack(NULL, &cur) == 0 && !(cur.ss_flags & SS_DISABLE) && cur.ss_size >= 16384)
        return;
    stack_t ss = {.ss_size = SO_ALTSTACK_SIZE, .ss_flags = 0};
    if (main_thread) {
        ss.ss_sp = so_main_altstack;
    } else {
        ss.ss_sp = malloc(SO_ALTSTACK_SIZE);
        if (ss.ss_sp == NULL)
            return;
        pthread_once(&so_altstack_key_once, so_altstack_key_init);
        pthread_setspecific(so_altstack_key, ss.ss_sp);
    }
    sigaltstack(&ss, NULL);
}

// ---- Threads started with pthread_create ------------------------------------------------------

typedef struct so_thread_start {
    void *(*fn)(void *);
    void *arg;
} so_thread_start;

static void *so_thread_trampoline(void *p) {
    so_thread_start start = *(so_thread_start *)p;
    free(p);
    so_thread_signal_init();
    void *r = start.fn(start.arg);
    // The thread's own result stack (a carrier's tasks give theirs back as each ends).
    so_task_local_end(&so_task_local_);
    return r;
}

// glibc's own name for its pthread_create, for a static link (a weak reference: NULL when the
// program is linked dynamically, where libc.so does not export it, and dlsym finds the real one).
extern int __pthread_create(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *)
    __attribute__((weak));
// Keeps glibc's thrd_create, and with it __pthread_create, in a static link.
__attribute__((used)) static int (*const so_keep_thrd_create)(thrd_t *, thrd_start_t,
                                                              void *) = thrd_create;

// The program's definition takes precedence over the C library's for every caller linked into
// the program (generated code, C libraries linked statically, a Rust runtime's std::thread).
// Without the trampoline's memory, the thread starts as asked, without overflow reporting.
int pthread_create(pthread_t *restrict th, const pthread_attr_t *restrict attr,
                   void *(*fn)(void *), void *restrict arg) {
    typedef int (*create_fn)(pthread_t *restrict, const pthread_attr_t *restrict,
                             void *(*)(void *), void *restrict);
    static create_fn real;
    create_fn f = __atomic_load_n(&real, __ATOMIC_ACQUIRE);
    if (f == NULL) {
        f = (create_fn)dlsym(RTLD_NEXT, "pthread_create");
        if (f == NULL)
            f = __pthread_create; // a static link (see above); NULL if it is not there either
        if (f == NULL) {
            static const char msg[] = "so: pthread_create: the C library's is not found\n";
            ssize_t w = write(2, msg, sizeof msg - 1);
            (void)w;
            return EAGAIN;
        }
        __atomic_store_n(&real, f, __ATOMIC_RELEASE);
    }
    so_thread_start *start = malloc(sizeof *start);
    if (start == NULL)
        return f(th, attr, fn, arg);
    start->fn = fn;
    start->arg = arg;
    int r = f(th, attr, so_thread_trampoline, start);
    if (r != 0)
        free(start);
    return r;
}

// Set once the calling thread has been through so_thread_signal_init (or is the main thread).
static __thread bool so_signal_ready;

void so_thread_signal_init(void) {
    if (so_signal_ready)
        return;
    so_signal_ready = true;
    so_altstack(false);
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) != 0)
        return;
    void *addr = NULL;
    size_t size = 0, guard = 0;
    pthread_attr_getstack(&attr, &addr, &size);
    pthread_attr_getguardsize(&attr, &guard);
    pthread_attr_destroy(&attr);
    uintptr_t lo = (uintptr_t)addr;
    so_task_local_.stack_lo = lo;
    so_task_local_.stack_hi = lo + size;
    so_task_local_.guard_lo = guard ? lo - guard : 0;
    so_task_local_.guard_hi = guard ? lo : 0;
}

// Before main: the handlers, and the main thread's alternate stack and bounds. The main stack
// grows down from its top to the limit of RLIMIT_STACK; below that the kernel keeps a gap
// (256 pages by default) where a growing stack faults, which is the guard region here. The top
// is the end of the page holding the program's file name (AT_EXECFN), which the kernel puts at
// the very top of the stack. (No /proc lookups: a program pays a few system calls for this.)
__attribute__((constructor)) static void so_stack_setup(void) {
    struct sigaction sa = {0};
    sa.sa_sigaction = so_fault;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &so_old_segv);
    sigaction(SIGBUS, &sa, &so_old_bus);
    so_altstack(true);
    so_signal_ready = true;
    struct rlimit rl;
    const char *execfn = (const char *)getauxval(AT_EXECFN);
    if (execfn == NULL || getrlimit(RLIMIT_STACK, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY)
        return;
    long page = sysconf(_SC_PAGESIZE);
    if (page <= 0)
        page = 4096;
    uintptr_t top = (uintptr_t)execfn + strlen(execfn) + 1;
    top = (top + (uintptr_t)page - 1) & ~((uintptr_t)page - 1);
    if (rl.rlim_cur >= top)
        return;
    uintptr_t lo = top - rl.rlim_cur;
    so_task_local_.stack_lo = lo;
    so_task_local_.stack_hi = top;
    so_task_local_.guard_lo = lo - 256 * (uintptr_t)page;
    so_task_local_.guard_hi = lo;
}
