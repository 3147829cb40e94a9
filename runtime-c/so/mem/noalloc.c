//go:build ignore
// so/mem NoAlloc: an allocator that refuses every request, for code that must not allocate.
#include "so/mem/mem.h"

static mem_Result noalloc_alloc(void *self, int64_t size, int64_t align) {
    (void)self;
    (void)size;
    (void)align;
    return (mem_Result){NULL, mem_ErrNoAlloc};
}

static mem_Result noalloc_realloc(void *self, void *ptr, int64_t old_size, int64_t new_size,
                                  int64_t align) {
    (void)self;
    (void)ptr;
    (void)old_size;
    (void)new_size;
    (void)align;
    return (mem_Result){NULL, mem_ErrNoAlloc};
}

static void noalloc_free(void *self, void *ptr, int64_t size, int64_t align) {
    (void)self;
    (void)ptr;
    (void)size;
    (void)align;
}

static const mem_AllocatorMethods noalloc_methods = {noalloc_alloc, noalloc_realloc,
                                                     noalloc_free};

mem_Allocator mem_NoAlloc(void) { return (mem_Allocator){NULL, &noalloc_methods}; }
