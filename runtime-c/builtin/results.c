// results.c - the result stack: memory for values a function returns (see builtin.h, which
// has its types and the inline fast paths of so_rs_mark, so_rs_release and so_rs_alloc_).
//
// Each task (and each OS thread that is not running a task) has its own, reached through the
// task-local state the schedulers switch. It is a list of chunks; allocation bumps a pointer in
// the newest chunk and starts a new chunk when the request does not fit; a release pops back to
// a mark. One chunk that a release empties is kept as a spare, so a loop that marks and
// releases around a call does not go to malloc each time.
//
// Under AddressSanitizer (SO_HAVE_ASAN, builtin.h) what a release gives back is poisoned, and
// it is not handed out again: each chunk allocates from its `fresh` pointer, which never moves
// back, so a pointer kept past its release reads poisoned memory ("use-after-poison") instead
// of the next call's result. A chunk stays the spare only while it has fresh room, and is freed
// (to ASan's quarantine: "heap-use-after-free") once it has none, so a loop that releases every
// iteration costs one chunk's malloc per SO_RS_CHUNK bytes it allocates.

#include "builtin.h"

#include <stdlib.h>

#if defined(SO_HAVE_ASAN)
#include <sanitizer/asan_interface.h>
// gcc takes the sanitizer's `const volatile void *` parameter for a read of the fresh memory
// passed to it and warns that it is uninitialized; these calls read nothing.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#define SO_RS_POISON(p, n) __asan_poison_memory_region((p), (n))
#define SO_RS_UNPOISON(p, n) __asan_unpoison_memory_region((p), (n))
#else
#define SO_RS_POISON(p, n) ((void)(p), (void)(n))
#define SO_RS_UNPOISON(p, n) ((void)(p), (void)(n))
#endif


static so_ResultStack *so_rs_get(void) {
    so_ResultStack *rs = so_task_local_.results;
    if (rs == NULL) {
        rs = calloc(1, sizeof *rs);
        if (rs == NULL)
            so_panic("runtime error: out of memory");
        so_task_local_.results = rs;
    }
    return rs;
}

// Where the next allocation in c (the newest chunk or the spare) starts: its fresh byte under
// ASan, else top (the spare is empty).
static char *so_rs_start(const so_ResultStack *rs, so_RsChunk *c) {
#if defined(SO_HAVE_ASAN)
    (void)rs;
    return c->fresh;
#else
    return c == rs->chunk ? rs->top : c->data;
#endif
}

// Whether a chunk may be kept as the spare: one of the usual size that (under ASan) has room it
// never handed out.
static bool so_rs_sparable(const so_RsChunk *c) {
#if defined(SO_HAVE_ASAN)
    if (c->end - c->fresh < 16)
        return false;
#endif
    return c->end - c->data == SO_RS_CHUNK;
}

static void so_rs_drop(so_ResultStack *rs, so_RsChunk *c) {
    SO_RS_POISON(c->data, (size_t)(c->end - c->data));
    if (rs->spare == NULL && so_rs_sparable(c)) {
        rs->spare = c;
        return;
    }
    SO_RS_UNPOISON(c->data, (size_t)(c->end - c->data));
    free(c);
}

void so_rs_release_slow_(so_RsMark m) {
    so_ResultStack *rs = so_task_local_.results;
    if (rs == NULL)
        return;
    while (rs->chunk != NULL && (void *)rs->chunk != m.chunk) {
        so_RsChunk *c = rs->chunk;
        if (so_rs_kept_(c)) {
            // m is a mark from before the first chunk (builtin.h).
            m.top = c->data;
            break;
        }
        rs->chunk = c->prev;
        rs->top = rs->chunk != NULL ? rs->chunk->end : NULL;
        so_rs_drop(rs, c);
    }
    if (rs->chunk != NULL && m.top != NULL && m.top < rs->top) {
        SO_RS_POISON(m.top, (size_t)(rs->top - m.top));
        rs->top = m.top;
    }
}

void *so_rs_alloc_slow_(int64_t n) {
    if (n <= 0)
        return (void *)&so_empty_;
    size_t size = ((size_t)n + 15) & ~(size_t)15;
    so_ResultStack *rs = so_rs_get();
    if (rs->chunk == NULL || (size_t)(rs->chunk->end - so_rs_start(rs, rs->chunk)) < size) {
        so_RsChunk *c = rs->spare;
        if (c != NULL && (size_t)(c->end - so_rs_start(rs, c)) >= size) {
            rs->spare = NULL;
        } else {
            size_t cap = size > SO_RS_CHUNK ? size : SO_RS_CHUNK;
            c = malloc(sizeof(so_RsChunk) + cap);
            if (c == NULL)
                so_panic("runtime error: out of memory");
            c->end = c->data + cap;
            c->fresh = c->data;
            SO_RS_POISON(c->data, cap);
        }
        c->prev = rs->chunk;
        rs->chunk = c;
        rs->top = c->data;
    }
    char *p = so_rs_start(rs, rs->chunk);
    rs->top = p + size;
    rs->chunk->fresh = rs->top;
    SO_RS_UNPOISON(p, (size_t)n);
    return p;
}

void so_task_local_end(so_TaskLocal *tl) {
    so_ResultStack *rs = tl->results;
    if (rs == NULL)
        return;
    tl->results = NULL;
    while (rs->chunk != NULL) {
        so_RsChunk *c = rs->chunk;
        rs->chunk = c->prev;
        SO_RS_UNPOISON(c->data, (size_t)(c->end - c->data));
        free(c);
    }
    if (rs->spare != NULL) {
        SO_RS_UNPOISON(rs->spare->data, (size_t)(rs->spare->end - rs->spare->data));
        free(rs->spare);
    }
    free(rs);
}
