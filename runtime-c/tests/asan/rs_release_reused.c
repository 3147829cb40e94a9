// EXPECT: use-after-poison
// A result-stack value kept past the release that gives it back (a loop that releases at the
// start of every iteration), read after the next iteration's call made its own result: under
// AddressSanitizer the released memory is poisoned and not handed out again, so the read is
// reported instead of returning the next iteration's value.
#include <stdio.h>

#include "builtin/builtin.h"

// A function returning result-stack memory, as the compiler emits one (`return &T{v}`).
__attribute__((noinline)) static int64_t *boxed(int64_t v) {
    int64_t *p = so_rs_alloc_(sizeof *p);
    *p = v;
    return p;
}

int main(void) {
    int64_t *volatile kept = NULL;
    so_RsMark loop = so_rs_mark();
    for (int64_t i = 0; i < 3; i++) {
        so_rs_release(loop);
        int64_t *p = boxed(i + 10);
        if (kept != NULL)
            printf("kept %lld\n", (long long)*kept); // reads what the release gave back
        kept = p;
    }
    so_rs_release(loop);
    return 0;
}
