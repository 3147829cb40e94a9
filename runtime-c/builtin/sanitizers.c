// sanitizers.c - the defaults of the sanitizers' options in a program built with one.
//
// ThreadSanitizer (`solod build --check race`): a data race stops the program at its first
// report, with exit status 66. By default ThreadSanitizer reports and goes on, and the status
// changes to 66 only if the program ends through exit or by returning from main; a program that
// then panics (status 2, through _exit), deadlocks or is stopped by a signal would not show the
// race in its status. Its allocator, like AddressSanitizer's (below), returns NULL for a request
// above its maximum instead of aborting. TSAN_OPTIONS in the environment still overrides these
// defaults.
//
// AddressSanitizer and UndefinedBehaviorSanitizer (`--check sanitize`): the program is built
// with -fno-sanitize-recover=all, so their first report ends it (status 1). AddressSanitizer's
// allocator aborts on a request above its maximum (1 TiB on x86-64) where the C heap returns
// NULL; allocator_may_return_null=1 makes it return NULL too, so so/mem's System fails such a
// request with ErrOutOfMemory under the sanitizers as it does without them.
// detect_stack_use_after_return=1 gives each frame of instrumented code its memory on a "fake
// stack" that stays poisoned for a while after the function returns, so a read through a
// pointer into a dead frame is reported ("stack-use-after-return") instead of reading whatever
// the next call put there; the result stack is poisoned likewise (results.c). ASAN_OPTIONS in
// the environment still overrides these defaults (ASan reads it after this string).
//
// A fake stack is an mmap of its own per thread or task (11 size classes of the stack's size:
// about 3 MiB of address space for a 256 KiB task stack), made when the context first calls
// an instrumented function; 100,000 tasks would exceed the kernel's limit of memory mappings
// (vm.max_map_count, 65,530). So the schedulers of both runtimes call so_asan_task_started for
// every task they start, and the SO_ASAN_FAKE_TASKS-th turns fake stacks off for the rest of
// the run (the contexts that have one keep the frames they have; new frames are on the real
// stacks), unless ASAN_OPTIONS names detect_stack_use_after_return. A program with fewer tasks
// (and every program without any) has the check throughout.
//
// Runtime-neutral: the C runtime and the Rust runtime both link it.
#include "builtin.h"

// gcc says -fsanitize=thread with __SANITIZE_THREAD__, clang with __has_feature.
#if defined(__SANITIZE_THREAD__)
#define SO_BUILT_WITH_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define SO_BUILT_WITH_TSAN 1
#endif
#endif

#if defined(SO_BUILT_WITH_TSAN)
const char *__tsan_default_options(void);

const char *__tsan_default_options(void) {
    return "halt_on_error=1:exitcode=66:allocator_may_return_null=1";
}
#endif

#if defined(SO_HAVE_ASAN)
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

const char *__asan_default_options(void);

const char *__asan_default_options(void) {
    return "allocator_may_return_null=1:detect_stack_use_after_return=1";
}

// ASan's switch (its run-time library defines it), read by every instrumented function's
// prologue.
extern int __asan_option_detect_stack_use_after_return;

void so_asan_task_started(void) {
    static _Atomic int64_t started;
    if (atomic_fetch_add_explicit(&started, 1, memory_order_relaxed) + 1 != SO_ASAN_FAKE_TASKS)
        return;
    const char *opts = getenv("ASAN_OPTIONS");
    if (opts != NULL && strstr(opts, "detect_stack_use_after_return") != NULL)
        return; // the user's choice stands
    __asan_option_detect_stack_use_after_return = 0;
}
#endif
