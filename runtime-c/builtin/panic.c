// panic.c - panics: deferred calls, Go's panic message formats, exit status 2.

#include "builtin.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

// The running task's state (see so_TaskLocal); on a thread without tasks, the thread's own.
// Defined in stack.c.
extern SO_TLS so_TaskLocal so_task_local_;
// The innermost frame of the running task's pending deferred calls (see so_DeferFrame).
#define so_defer_top_ (so_task_local_.defers)

void so_defer_push(so_DeferFrame *frame) {
    frame->prev = so_defer_top_;
    so_defer_top_ = frame;
}

void so_defer_pop(so_DeferFrame *frame) {
    so_defer_top_ = frame->prev;
}

// The running task's state, read afresh. A deferred call may block, and the task may then resume
// on another OS thread (a carrier of the scheduler); gcc may keep the address of a thread-local
// variable in a register across a call, so code that makes such calls reads it through this
// function, which is never inlined and opaque to interprocedural analysis (clang has no noipa;
// there the memory clobber keeps its result from being reused).
#if defined(__clang__)
#define SO_FRESH __attribute__((noinline))
#else
#define SO_FRESH __attribute__((noinline, noipa))
#endif
SO_FRESH static so_TaskLocal *so_tl(void) {
    so_TaskLocal *tl = &so_task_local_;
    __asm__ volatile("" : "+r"(tl)::"memory");
    return tl;
}

so_DeferFrame *so_defer_top(void) {
    return so_tl()->defers;
}

void so_defers_unwind_to(so_DeferFrame *mark) {
    // As a panic does (see panic_node), down to mark: a frame stays linked while its calls run.
    for (;;) {
        so_DeferFrame *f = so_tl()->defers;
        if (f == NULL || f == mark)
            break;
        f->run(f);
        so_TaskLocal *tl = so_tl();
        if (tl->defers == f)
            tl->defers = f->prev;
    }
}

// One panic value in flight on this thread. Nodes live in the frames of the so_panic_* calls,
// which never return, so a nested panic (from a deferred call) can still print the outer ones.
typedef struct PanicNode {
    struct PanicNode *outer;
    const char *prefix; // printed as is
    so_String body;     // printed with each "\n" followed by "\t", as Go does
    const char *suffix; // printed as is
} PanicNode;

static __thread PanicNode *so_panic_innermost_;

// The same for the innermost panic (see so_tl).
SO_FRESH static PanicNode **so_panic_slot(void) {
    PanicNode **p = &so_panic_innermost_;
    __asm__ volatile("" : "+r"(p)::"memory");
    return p;
}

// Only one thread prints a panic and exits; any other panicking thread waits here forever.
static pthread_mutex_t so_panic_lock_ = PTHREAD_MUTEX_INITIALIZER;

static void put_indented(so_Print *p, so_String s) {
    int64_t start = 0;
    for (int64_t i = 0; i < s.len; i++) {
        if (s.ptr[i] == '\n') {
            so_print_string(p, (so_String){s.ptr + start, i + 1 - start});
            so_print_string(p, so_str("\t"));
            start = i + 1;
        }
    }
    so_print_string(p, (so_String){s.ptr + start, s.len - start});
}

static void print_chain(so_Print *p, const PanicNode *n) {
    if (n->outer != NULL) {
        print_chain(p, n->outer);
        so_print_string(p, so_str("\t"));
    }
    so_print_string(p, so_str("panic: "));
    so_print_string(p, so_string_from_cstr(n->prefix));
    put_indented(p, n->body);
    so_print_string(p, so_string_from_cstr(n->suffix));
    so_print_string(p, so_str("\n"));
}

static _Noreturn void panic_node(const char *prefix, so_String body, const char *suffix) {
    PanicNode node = {*so_panic_slot(), prefix, body, suffix};
    *so_panic_slot() = &node;
    // Run the pending deferred calls, innermost frame first. A frame stays linked while it
    // runs: if one of its deferred calls panics, the nested panic calls run again on the same
    // frame, which continues with the calls that are still pending (run marks each call done
    // before making it). A deferred call may block and resume on another OS thread: the state
    // is read afresh after each call (so_tl), and the chain printed is this thread's, or this
    // frame's own panic when the thread has none.
    for (;;) {
        so_DeferFrame *f = so_tl()->defers;
        if (f == NULL)
            break;
        f->run(f);
        so_TaskLocal *tl = so_tl();
        if (tl->defers == f)
            tl->defers = f->prev;
    }
    pthread_mutex_lock(&so_panic_lock_);
    so_Print p;
    so_print_begin(&p);
    PanicNode *innermost = *so_panic_slot();
    print_chain(&p, innermost != NULL ? innermost : &node);
    so_print_end(&p);
    fflush(stdout);
    _exit(2);
}

_Noreturn void so_panic(const char *msg) {
    panic_node("", so_string_from_cstr(msg), "");
}

_Noreturn void so_panic_string(so_String s) {
    panic_node("", s, "");
}

// Formats the value into buf with the print functions, then panics with it.
#define PANIC_FORMATTED(prefix, suffix, stmt)                                                  \
    do {                                                                                       \
        so_Print fp_;                                                                          \
        fp_.len = 0;                                                                           \
        so_Print *p_ = &fp_;                                                                   \
        stmt;                                                                                  \
        panic_node(prefix, (so_String){fp_.buf, fp_.len}, suffix);                             \
    } while (0)

_Noreturn void so_panic_int(int64_t v) {
    PANIC_FORMATTED("", "", so_print_int(p_, v));
}
_Noreturn void so_panic_uint(uint64_t v) {
    PANIC_FORMATTED("", "", so_print_uint(p_, v));
}
_Noreturn void so_panic_float64(double v) {
    PANIC_FORMATTED("", "", so_print_float64(p_, v));
}
_Noreturn void so_panic_float32(float v) {
    PANIC_FORMATTED("", "", so_print_float32(p_, v));
}
_Noreturn void so_panic_bool(bool v) {
    panic_node("", v ? so_str("true") : so_str("false"), "");
}
_Noreturn void so_panic_nil_value(void) {
    so_panic("panic called with nil argument");
}

// "type(" + value + ")": the type name is short, so it goes with the value into one buffer
// (type names longer than the buffer are cut, which only shortens the message).
#define PANIC_NAMED(type, stmt)                                                                \
    do {                                                                                       \
        so_Print fp_;                                                                          \
        fp_.len = 0;                                                                           \
        so_Print *p_ = &fp_;                                                                   \
        so_String t_ = so_string_from_cstr(type);                                              \
        if (t_.len > SO_PRINT_BUF - 64)                                                        \
            t_.len = SO_PRINT_BUF - 64;                                                        \
        so_print_string(p_, t_);                                                               \
        so_print_string(p_, so_str("("));                                                      \
        stmt;                                                                                  \
        so_print_string(p_, so_str(")"));                                                      \
        panic_node("", (so_String){fp_.buf, fp_.len}, "");                                     \
    } while (0)

_Noreturn void so_panic_named_int(const char *type, int64_t v) {
    PANIC_NAMED(type, so_print_int(p_, v));
}
_Noreturn void so_panic_named_uint(const char *type, uint64_t v) {
    PANIC_NAMED(type, so_print_uint(p_, v));
}
_Noreturn void so_panic_named_float64(const char *type, double v) {
    PANIC_NAMED(type, so_print_float64(p_, v));
}
_Noreturn void so_panic_named_float32(const char *type, float v) {
    PANIC_NAMED(type, so_print_float32(p_, v));
}
_Noreturn void so_panic_named_bool(const char *type, bool v) {
    PANIC_NAMED(type, so_print_bool(p_, v));
}

_Noreturn void so_panic_named_string(const char *type, so_String s) {
    // The prefix must be a C string: build "type(\"" in a local buffer (this frame never ends).
    char prefix[SO_PRINT_BUF];
    snprintf(prefix, sizeof prefix, "%s(\"", type);
    panic_node(prefix, s, "\")");
}

_Noreturn void so_panic_other(const char *type, const void *addr) {
    char prefix[SO_PRINT_BUF];
    snprintf(prefix, sizeof prefix, "(%s) 0x%" PRIxPTR, type, (uintptr_t)addr);
    panic_node(prefix, (so_String){NULL, 0}, "");
}

_Noreturn void so_panic_index(int64_t i, int64_t len) {
    char msg[128];
    if (i < 0)
        snprintf(msg, sizeof msg, "runtime error: index out of range [%" PRId64 "]", i);
    else
        snprintf(msg, sizeof msg,
                 "runtime error: index out of range [%" PRId64 "] with length %" PRId64, i, len);
    so_panic(msg);
}

_Noreturn void so_panic_index_u(uint64_t i, int64_t len) {
    char msg[128];
    snprintf(msg, sizeof msg,
             "runtime error: index out of range [%" PRIu64 "] with length %" PRId64, i, len);
    so_panic(msg);
}

_Noreturn void so_panic_nil_deref(void) {
    so_panic("runtime error: invalid memory address or nil pointer dereference");
}

_Noreturn void so_panic_slice_convert(int64_t len, int64_t n) {
    char msg[160];
    snprintf(msg, sizeof msg,
             "runtime error: cannot convert slice with length %" PRId64
             " to array or pointer to array with length %" PRId64,
             len, n);
    so_panic(msg);
}

_Noreturn void so_panic_divide(void) {
    so_panic("runtime error: integer divide by zero");
}

_Noreturn void so_panic_shift(void) {
    so_panic("runtime error: negative shift amount");
}

static const char *bound_word(int what) {
    return what == SO_BOUND_CAP ? "capacity" : "length";
}

// Go checks hi against the bound first, then lo against hi. A negative value is reported
// without the second number.
_Noreturn void so_panic_slice2(int64_t lo, int64_t hi, int64_t bound, int what) {
    char msg[160];
    const char *pre = "runtime error: slice bounds out of range";
    if (hi < 0)
        snprintf(msg, sizeof msg, "%s [:%" PRId64 "]", pre, hi);
    else if (hi > bound)
        snprintf(msg, sizeof msg, "%s [:%" PRId64 "] with %s %" PRId64, pre, hi,
                 bound_word(what), bound);
    else if (lo < 0)
        snprintf(msg, sizeof msg, "%s [%" PRId64 ":]", pre, lo);
    else
        snprintf(msg, sizeof msg, "%s [%" PRId64 ":%" PRId64 "]", pre, lo, hi);
    so_panic(msg);
}

// Go checks max against the bound, then hi against max, then lo against hi.
_Noreturn void so_panic_slice3(int64_t lo, int64_t hi, int64_t max, int64_t bound, int what) {
    char msg[160];
    const char *pre = "runtime error: slice bounds out of range";
    if (max < 0)
        snprintf(msg, sizeof msg, "%s [::%" PRId64 "]", pre, max);
    else if (max > bound)
        snprintf(msg, sizeof msg, "%s [::%" PRId64 "] with %s %" PRId64, pre, max,
                 bound_word(what), bound);
    else if (hi < 0)
        snprintf(msg, sizeof msg, "%s [:%" PRId64 ":]", pre, hi);
    else if (hi > max)
        snprintf(msg, sizeof msg, "%s [:%" PRId64 ":%" PRId64 "]", pre, hi, max);
    else if (lo < 0)
        snprintf(msg, sizeof msg, "%s [%" PRId64 "::]", pre, lo);
    else
        snprintf(msg, sizeof msg, "%s [%" PRId64 ":%" PRId64 ":]", pre, lo, hi);
    so_panic(msg);
}
