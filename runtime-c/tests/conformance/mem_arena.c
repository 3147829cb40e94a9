// mem.Arena: bump allocation with alignment padding, zeroed memory even over a dirty buffer,
// Free giving back only the most recent allocation, Realloc in place for the most recent one,
// moving otherwise, exhaustion with ErrOutOfMemory, Reset, and an empty arena.
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "so/mem/mem.h"

static _Alignas(64) uint8_t buf[256];

static long long off(void *p) { return (long long)((uint8_t *)p - buf); }

static int all_zero(const uint8_t *p, int64_t n) {
    for (int64_t i = 0; i < n; i++) {
        if (p[i] != 0) {
            return 0;
        }
    }
    return 1;
}

static const char *yes(int v) { return v ? "yes" : "no"; }

static mem_Arena arena;
static mem_Allocator al;

static uint8_t *alloc(int64_t size, int64_t align) {
    mem_Result r = mem_Allocator_Alloc(al, size, align);
    if (r.err != mem_ErrNone) {
        printf("Alloc(%lld, %lld): err=%d (%s), used %lld\n", (long long)size, (long long)align,
               r.err, mem_ErrorString(r.err), (long long)mem_Arena_Used(&arena));
        return NULL;
    }
    printf("Alloc(%lld, %lld): at %lld, zeroed=%s, used %lld\n", (long long)size,
           (long long)align, off(r.ptr), yes(all_zero(r.ptr, size)),
           (long long)mem_Arena_Used(&arena));
    return r.ptr;
}

static uint8_t *realloc_(void *p, int64_t old_size, int64_t new_size, int64_t align) {
    mem_Result r = mem_Allocator_Realloc(al, p, old_size, new_size, align);
    if (r.err != mem_ErrNone) {
        printf("Realloc(%lld -> %lld): err=%d (%s), used %lld\n", (long long)old_size,
               (long long)new_size, r.err, mem_ErrorString(r.err),
               (long long)mem_Arena_Used(&arena));
        return NULL;
    }
    printf("Realloc(%lld -> %lld): at %lld (%s), used %lld\n", (long long)old_size,
           (long long)new_size, off(r.ptr), r.ptr == p ? "in place" : "moved",
           (long long)mem_Arena_Used(&arena));
    return r.ptr;
}

static void free_(void *p, int64_t size) {
    mem_Allocator_Free(al, p, size, 1);
    printf("Free(at %lld, %lld): used %lld\n", off(p), (long long)size,
           (long long)mem_Arena_Used(&arena));
}

int main(void) {
    printf("sizeof(mem_Arena) = %zu\n", sizeof(mem_Arena));
    memset(buf, 0xAA, sizeof buf); // dirty: Alloc must zero
    arena = mem_NewArena(buf, sizeof buf);
    al = mem_Arena_Allocator(&arena);
    printf("new arena: used %lld\n", (long long)mem_Arena_Used(&arena));

    uint8_t *a = alloc(1, 1);
    alloc(8, 8);
    alloc(4, 4);
    uint8_t *d = alloc(16, 64);
    free_(d, 16);
    free_(a, 1); // not the most recent: nothing happens

    uint8_t *e = alloc(10, 2);
    for (int i = 0; i < 10; i++) {
        e[i] = (uint8_t)(i + 1);
    }
    uint8_t *e2 = realloc_(e, 10, 50, 2);
    printf("  kept %s, grown part zeroed %s\n", yes(e2[0] == 1 && e2[9] == 10),
           yes(all_zero(e2 + 10, 40)));
    e2 = realloc_(e2, 50, 20, 2);
    printf("  kept %s\n", yes(e2[0] == 1 && e2[9] == 10 && all_zero(e2 + 10, 10)));
    alloc(4, 4);
    uint8_t *e3 = realloc_(e2, 20, 30, 2); // no longer the most recent: moves
    printf("  kept %s, grown part zeroed %s\n", yes(e3[0] == 1 && e3[9] == 10),
           yes(all_zero(e3 + 20, 10)));

    alloc(1000, 1);                                  // too big
    realloc_(e3, 30, 1000, 2);                       // most recent, but no room
    printf("  most recent block unchanged: %s\n", yes(e3[0] == 1 && e3[9] == 10));
    int64_t left = 256 - mem_Arena_Used(&arena);
    alloc(left, 1); // exactly the rest
    alloc(1, 1);    // full
    alloc(0, 1);    // nothing needed

    mem_Arena_Reset(&arena);
    printf("Reset: used %lld\n", (long long)mem_Arena_Used(&arena));
    memset(buf, 0x55, sizeof buf);
    alloc(256, 64); // the whole buffer, zeroed again
    mem_Arena_Reset(&arena);
    alloc(8, 3); // not a power of two
    alloc(-1, 1);

    uint8_t *g = realloc_(NULL, 0, 12, 4); // Realloc of NULL is Alloc
    printf("  zeroed %s\n", yes(all_zero(g, 12)));

    // Typed helpers work on an arena too.
    mem_Arena_Reset(&arena);
    mem_Result r = mem_AllocSliceOf(int64_t, al, 4);
    printf("AllocSliceOf(int64_t, 4): err=%d at %lld used %lld\n", r.err, off(r.ptr),
           (long long)mem_Arena_Used(&arena));
    mem_FreeSliceOf(int64_t, al, r.ptr, 4);
    printf("FreeSliceOf: used %lld\n", (long long)mem_Arena_Used(&arena));

    mem_Arena empty = mem_NewArena(NULL, 0);
    mem_Result er = mem_Allocator_Alloc(mem_Arena_Allocator(&empty), 1, 1);
    printf("empty arena Alloc(1): err=%d (%s), used %lld\n", er.err, mem_ErrorString(er.err),
           (long long)mem_Arena_Used(&empty));
    return 0;
}
