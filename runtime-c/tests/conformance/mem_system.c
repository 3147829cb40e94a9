// mem.System: Alloc returns zeroed memory with the requested alignment (also above malloc's);
// Realloc keeps the old bytes and zeroes the grown part; a failed Realloc leaves the block as it
// was; Free(NULL) does nothing; impossible requests fail with ErrOutOfMemory.
#include <stdint.h>
#include <stdio.h>

#include "so/mem/mem.h"

static int all_zero(const uint8_t *p, int64_t from, int64_t to) {
    for (int64_t i = from; i < to; i++) {
        if (p[i] != 0) {
            return 0;
        }
    }
    return 1;
}

static int has_pattern(const uint8_t *p, int64_t n) {
    for (int64_t i = 0; i < n; i++) {
        if (p[i] != (uint8_t)(i * 7 + 1)) {
            return 0;
        }
    }
    return 1;
}

static void fill(uint8_t *p, int64_t n) {
    for (int64_t i = 0; i < n; i++) {
        p[i] = (uint8_t)(i * 7 + 1);
    }
}

static const char *yes(int v) { return v ? "yes" : "no"; }

static void check_align(mem_Allocator a, int64_t align) {
    mem_Result r = mem_Allocator_Alloc(a, 100, align);
    uint8_t *p = r.ptr;
    printf("Alloc(100, align %lld): err=%d aligned=%s zeroed=%s\n", (long long)align, r.err,
           yes(((uintptr_t)p % (uintptr_t)align) == 0), yes(all_zero(p, 0, 100)));
    fill(p, 100);
    r = mem_Allocator_Realloc(a, p, 100, 5000, align);
    p = r.ptr;
    printf("  Realloc to 5000: err=%d aligned=%s kept=%s tail zeroed=%s\n", r.err,
           yes(((uintptr_t)p % (uintptr_t)align) == 0), yes(has_pattern(p, 100)),
           yes(all_zero(p, 100, 5000)));
    r = mem_Allocator_Realloc(a, p, 5000, 10, align);
    p = r.ptr;
    printf("  Realloc to 10: err=%d aligned=%s kept=%s\n", r.err,
           yes(((uintptr_t)p % (uintptr_t)align) == 0), yes(has_pattern(p, 10)));
    mem_Allocator_Free(a, p, 10, align);
}

int main(void) {
    mem_Allocator sys = mem_System();

    mem_Result r = mem_AllocOf(int64_t, sys);
    printf("AllocOf(int64_t): err=%d value=%lld\n", r.err, (long long)*(int64_t *)r.ptr);
    mem_FreeOf(int64_t, sys, r.ptr);

    r = mem_AllocSliceOf(uint8_t, sys, 64);
    uint8_t *p = r.ptr;
    printf("AllocSliceOf(uint8_t, 64): err=%d zeroed=%s\n", r.err, yes(all_zero(p, 0, 64)));
    fill(p, 64);
    r = mem_ReallocSliceOf(uint8_t, sys, p, 64, 100000);
    p = r.ptr;
    printf("ReallocSliceOf 64 -> 100000: err=%d kept=%s grown part zeroed=%s\n", r.err,
           yes(has_pattern(p, 64)), yes(all_zero(p, 64, 100000)));
    r = mem_ReallocSliceOf(uint8_t, sys, p, 100000, 32);
    p = r.ptr;
    printf("ReallocSliceOf 100000 -> 32: err=%d kept=%s\n", r.err, yes(has_pattern(p, 32)));
    r = mem_Allocator_Realloc(sys, p, 32, INT64_MAX, 1);
    printf("Realloc 32 -> INT64_MAX: err=%d (%s) ptr=%s\n", r.err, mem_ErrorString(r.err),
           r.ptr == NULL ? "NULL" : "set");
    printf("  old block unchanged: %s\n", yes(has_pattern(p, 32)));
    mem_FreeSliceOf(uint8_t, sys, p, 32);

    check_align(sys, 1);
    check_align(sys, 16);
    check_align(sys, 64);
    check_align(sys, 4096);

    r = mem_Allocator_Realloc(sys, NULL, 0, 48, 8);
    printf("Realloc(NULL, 0, 48): err=%d zeroed=%s\n", r.err, yes(all_zero(r.ptr, 0, 48)));
    mem_Allocator_Free(sys, r.ptr, 48, 8);
    mem_Allocator_Free(sys, NULL, 0, 1);
    printf("Free(NULL): ok\n");

    r = mem_Allocator_Alloc(sys, 0, 1);
    printf("Alloc(0): err=%d\n", r.err);
    mem_Allocator_Free(sys, r.ptr, 0, 1);

    r = mem_Allocator_Alloc(sys, INT64_MAX, 8);
    printf("Alloc(INT64_MAX): err=%d (%s) ptr=%s\n", r.err, mem_ErrorString(r.err),
           r.ptr == NULL ? "NULL" : "set");
    r = mem_Allocator_Alloc(sys, -1, 8);
    printf("Alloc(-1): err=%d (%s) ptr=%s\n", r.err, mem_ErrorString(r.err),
           r.ptr == NULL ? "NULL" : "set");
    return 0;
}
