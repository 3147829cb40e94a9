// slice.c - the out-of-line parts of append and make for type-erased slices.

#include "builtin.h"

_Noreturn void so_panic_append(void) {
    so_panic("append: out of capacity");
}

// Go's order: a bad length is reported before a bad capacity.
_Noreturn void so_panic_make(int64_t len, int64_t cap, size_t size) {
    int64_t max = size == 0 ? INT64_MAX : SO_MAX_ALLOC / (int64_t)size;
    if (len < 0 || len > max)
        so_panic("runtime error: makeslice: len out of range");
    (void)cap;
    so_panic("runtime error: makeslice: cap out of range");
}
