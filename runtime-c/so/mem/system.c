//go:build ignore
// so/mem System: the C heap.
//
// Alignments up to the one malloc guarantees (_Alignof(max_align_t), 16 on x86-64) come from
// malloc/calloc/realloc; larger ones from posix_memalign, zeroed by hand. A block of up to
// SYS_SMALL bytes comes from malloc and is zeroed here: glibc serves such blocks from a
// per-thread cache (tcache) that its calloc bypasses, so a small calloc takes the slower path
// through the arena (about 3x the time of malloc plus memset for a line of text). Larger
// blocks keep calloc, which skips the zeroing of fresh pages. A zero-byte request gets a
// one-byte block, so a successful Alloc always returns a distinct non-NULL pointer. A negative
// size, a size of 2^48 bytes or more (more than any machine's address space holds; refusing it
// up front also keeps sanitizer allocators from aborting), or an alignment that is not a power
// of two cannot be satisfied: ErrOutOfMemory. A failed Realloc leaves the old block allocated
// and unchanged (as C's realloc does).
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "so/mem/mem.h"

#define SYS_MAX_SIZE ((int64_t)1 << 48)

// The largest block malloc plus memset serves (glibc's tcache holds blocks up to 1032 bytes).
#define SYS_SMALL 1024

static bool sys_bad_args(int64_t size, int64_t align) {
    return size < 0 || size >= SYS_MAX_SIZE || align <= 0 || (align & (align - 1)) != 0 ||
           align >= SYS_MAX_SIZE;
}

static bool sys_big_align(int64_t align) { return align > (int64_t)_Alignof(max_align_t); }

static void *sys_aligned(size_t size, size_t align) {
    void *p = NULL;
    if (align < sizeof(void *)) {
        align = sizeof(void *);
    }
    if (posix_memalign(&p, align, size) != 0) {
        return NULL;
    }
    return p;
}

static mem_Result sys_alloc(void *self, int64_t size, int64_t align) {
    (void)self;
    if (sys_bad_args(size, align)) {
        return (mem_Result){NULL, mem_ErrOutOfMemory};
    }
    size_t n = size == 0 ? 1 : (size_t)size;
    void *p;
    if (sys_big_align(align)) {
        p = sys_aligned(n, (size_t)align);
        if (p != NULL) {
            memset(p, 0, n);
        }
    } else if (n <= SYS_SMALL) {
        p = malloc(n);
        if (p != NULL) {
            memset(p, 0, n);
        }
    } else {
        p = calloc(1, n);
    }
    if (p == NULL) {
        return (mem_Result){NULL, mem_ErrOutOfMemory};
    }
    return (mem_Result){p, mem_ErrNone};
}

static mem_Result sys_realloc(void *self, void *ptr, int64_t old_size, int64_t new_size,
                              int64_t align) {
    if (ptr == NULL) {
        return sys_alloc(self, new_size, align);
    }
    if (sys_bad_args(new_size, align) || old_size < 0) {
        return (mem_Result){NULL, mem_ErrOutOfMemory};
    }
    size_t n = new_size == 0 ? 1 : (size_t)new_size;
    void *p;
    if (sys_big_align(align)) {
        // realloc keeps only malloc's alignment: move the block by hand.
        p = sys_aligned(n, (size_t)align);
        if (p == NULL) {
            return (mem_Result){NULL, mem_ErrOutOfMemory};
        }
        memcpy(p, ptr, (size_t)(old_size < new_size ? old_size : new_size));
        free(ptr);
    } else {
        p = realloc(ptr, n);
        if (p == NULL) {
            return (mem_Result){NULL, mem_ErrOutOfMemory};
        }
    }
    if (new_size > old_size) {
        memset((char *)p + old_size, 0, (size_t)(new_size - old_size));
    }
    return (mem_Result){p, mem_ErrNone};
}

static void sys_free(void *self, void *ptr, int64_t size, int64_t align) {
    (void)self;
    (void)size;
    (void)align;
    free(ptr);
}

static const mem_AllocatorMethods sys_methods = {sys_alloc, sys_realloc, sys_free};

mem_Allocator mem_System(void) { return (mem_Allocator){NULL, &sys_methods}; }
