// EXPECT: use-after-poison
// A result-stack value read after the release of the function that kept it: the released
// memory is poisoned.
#include <stdio.h>

#include "builtin/builtin.h"

__attribute__((noinline)) static int64_t *boxed(int64_t v) {
    int64_t *p = so_rs_alloc_(sizeof *p);
    *p = v;
    return p;
}

// Keeps what boxed returned, and gives it back when it returns (the compiler's mark and
// release), but lets the pointer out.
__attribute__((noinline)) static int64_t *keeper(void) {
    so_RsMark m = so_rs_mark();
    int64_t *p = boxed(42);
    so_rs_release(m);
    return p;
}

int main(void) {
    int64_t *volatile p = keeper();
    printf("read %lld\n", (long long)*p);
    return 0;
}
