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
// request with ErrOutOfMemory under the sanitizers as it does without them (ASAN_OPTIONS in the
// environment still overrides this default).
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

#if defined(__SANITIZE_ADDRESS__)
#define SO_BUILT_WITH_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SO_BUILT_WITH_ASAN 1
#endif
#endif

#if defined(SO_BUILT_WITH_ASAN)
const char *__asan_default_options(void);

const char *__asan_default_options(void) {
    return "allocator_may_return_null=1";
}
#endif
