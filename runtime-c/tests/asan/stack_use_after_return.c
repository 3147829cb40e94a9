// EXPECT: stack-use-after-return
// A pointer into a frame that has returned, read afterwards: the builtins turn on ASan's
// detect_stack_use_after_return by default (builtin/sanitizers.c), so the dead frame is still
// poisoned when it is read.
#include <stdint.h>
#include <stdio.h>

static int64_t *volatile kept;

__attribute__((noinline)) static void keep(int64_t *p) {
    kept = p;
}

__attribute__((noinline)) static void frame(void) {
    int64_t v = 42;
    keep(&v);
}

__attribute__((noinline)) static int64_t other(int64_t x) {
    volatile int64_t w[4] = {x, x, x, x};
    return w[0] + w[3];
}

int main(void) {
    frame();
    printf("other %lld\n", (long long)other(7));
    printf("read %lld\n", (long long)*kept);
    return 0;
}
