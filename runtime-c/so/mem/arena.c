//go:build ignore
// so/mem Arena: bump allocation from a caller's buffer.
//
// a->buf[0:a->len] is the buffer and a->offset how much of it is used. Alloc rounds the offset
// up to the requested alignment (of the address, not of the offset, so any buffer works), hands
// out the next size bytes zeroed, and moves the offset past them. Because the caller passes the
// size back to Free and Realloc, "the most recent allocation" is recognised without extra state:
// it is the block that ends exactly at the offset. Freeing it moves the offset back to its start
// (the alignment padding before it stays used); Realloc of it grows or shrinks it in place when
// the buffer has room. Any other Free does nothing; any other Realloc shrinks in place or moves
// the block to a new allocation. All arithmetic is done on integers, so a NULL buffer with
// length 0 is a valid (always full) arena.
#include "so/mem/mem.h"

static bool arena_bad_args(int64_t size, int64_t align) {
    return size < 0 || align <= 0 || (align & (align - 1)) != 0;
}

static mem_Result arena_alloc(void *self, int64_t size, int64_t align) {
    mem_Arena *a = self;
    if (arena_bad_args(size, align)) {
        return (mem_Result){NULL, mem_ErrOutOfMemory};
    }
    uintptr_t base = (uintptr_t)a->buf;
    uintptr_t cur = base + (uintptr_t)a->offset;
    uintptr_t start = (cur + (uintptr_t)align - 1) & ~((uintptr_t)align - 1);
    if (start < cur) { // the rounding wrapped around the address space
        return (mem_Result){NULL, mem_ErrOutOfMemory};
    }
    uint64_t start_off = (uint64_t)(start - base);
    if (start_off > (uint64_t)a->len || (uint64_t)size > (uint64_t)a->len - start_off) {
        return (mem_Result){NULL, mem_ErrOutOfMemory};
    }
    a->offset = (int64_t)start_off + size;
    if (size > 0) {
        memset(a->buf + start_off, 0, (size_t)size);
    }
    return (mem_Result){(void *)start, mem_ErrNone};
}

// arena_is_last reports whether [ptr, ptr+size) is the block that ends at the offset.
static bool arena_is_last(mem_Arena *a, void *ptr, int64_t size) {
    uintptr_t base = (uintptr_t)a->buf, p = (uintptr_t)ptr;
    return p >= base && size >= 0 && p - base + (uint64_t)size == (uint64_t)a->offset;
}

static mem_Result arena_realloc(void *self, void *ptr, int64_t old_size, int64_t new_size,
                                int64_t align) {
    mem_Arena *a = self;
    if (ptr == NULL) {
        return arena_alloc(self, new_size, align);
    }
    if (arena_bad_args(new_size, align) || old_size < 0) {
        return (mem_Result){NULL, mem_ErrOutOfMemory};
    }
    bool aligned = ((uintptr_t)ptr & ((uintptr_t)align - 1)) == 0;
    if (aligned && arena_is_last(a, ptr, old_size)) {
        uint64_t p_off = (uint64_t)((uintptr_t)ptr - (uintptr_t)a->buf);
        if ((uint64_t)new_size > (uint64_t)a->len - p_off) {
            return (mem_Result){NULL, mem_ErrOutOfMemory};
        }
        a->offset = (int64_t)p_off + new_size;
        if (new_size > old_size) {
            memset((char *)ptr + old_size, 0, (size_t)(new_size - old_size));
        }
        return (mem_Result){ptr, mem_ErrNone};
    }
    if (aligned && new_size <= old_size) {
        return (mem_Result){ptr, mem_ErrNone};
    }
    mem_Result r = arena_alloc(self, new_size, align);
    if (r.err == mem_ErrNone) {
        int64_t keep = old_size < new_size ? old_size : new_size;
        if (keep > 0) {
            memcpy(r.ptr, ptr, (size_t)keep);
        }
    }
    return r;
}

static void arena_free(void *self, void *ptr, int64_t size, int64_t align) {
    (void)align;
    mem_Arena *a = self;
    if (ptr != NULL && arena_is_last(a, ptr, size)) {
        a->offset = (int64_t)((uintptr_t)ptr - (uintptr_t)a->buf);
    }
}

static const mem_AllocatorMethods arena_methods = {arena_alloc, arena_realloc, arena_free};

mem_Arena mem_NewArena(void *buf, int64_t len) {
    return (mem_Arena){(uint8_t *)buf, len < 0 ? 0 : len, 0};
}

mem_Allocator mem_Arena_Allocator(mem_Arena *a) { return (mem_Allocator){a, &arena_methods}; }

void mem_Arena_Reset(mem_Arena *a) { a->offset = 0; }

int64_t mem_Arena_Used(mem_Arena *a) { return a->offset; }
