//go:build ignore
// so/mem Tracker: counts what goes through another allocator.
//
// Every counter is updated with a relaxed atomic addition: each is a statistic on its own, and
// the accessors read them with relaxed loads. A test that reads them after joining its threads
// gets exact values, because joining orders the threads' updates before the reads. Realloc of
// NULL counts as a Realloc (the call the program made), its size as growth.
#include "so/mem/mem.h"

static void count(int64_t *field, int64_t delta) {
    __atomic_fetch_add(field, delta, __ATOMIC_RELAXED);
}

static mem_Result tracker_alloc(void *self, int64_t size, int64_t align) {
    mem_Tracker *t = self;
    mem_Result r = mem_Allocator_Alloc(t->inner, size, align);
    if (r.err == mem_ErrNone) {
        count(&t->allocs, 1);
        count(&t->bytes, size);
        count(&t->in_use, size);
    }
    return r;
}

static mem_Result tracker_realloc(void *self, void *ptr, int64_t old_size, int64_t new_size,
                                  int64_t align) {
    mem_Tracker *t = self;
    mem_Result r = mem_Allocator_Realloc(t->inner, ptr, old_size, new_size, align);
    if (r.err == mem_ErrNone) {
        if (ptr == NULL) {
            old_size = 0;
        }
        count(&t->reallocs, 1);
        if (new_size > old_size) {
            count(&t->bytes, new_size - old_size);
        }
        count(&t->in_use, new_size - old_size);
    }
    return r;
}

static void tracker_free(void *self, void *ptr, int64_t size, int64_t align) {
    mem_Tracker *t = self;
    mem_Allocator_Free(t->inner, ptr, size, align);
    if (ptr != NULL) {
        count(&t->frees, 1);
        count(&t->in_use, -size);
    }
}

static const mem_AllocatorMethods tracker_methods = {tracker_alloc, tracker_realloc,
                                                     tracker_free};

mem_Tracker mem_NewTracker(mem_Allocator inner) {
    return (mem_Tracker){inner, 0, 0, 0, 0, 0};
}

mem_Allocator mem_Tracker_Allocator(mem_Tracker *t) {
    return (mem_Allocator){t, &tracker_methods};
}

static int64_t read_counter(int64_t *field) { return __atomic_load_n(field, __ATOMIC_RELAXED); }

int64_t mem_Tracker_Allocs(mem_Tracker *t) { return read_counter(&t->allocs); }
int64_t mem_Tracker_Reallocs(mem_Tracker *t) { return read_counter(&t->reallocs); }
int64_t mem_Tracker_Frees(mem_Tracker *t) { return read_counter(&t->frees); }
int64_t mem_Tracker_Bytes(mem_Tracker *t) { return read_counter(&t->bytes); }
int64_t mem_Tracker_InUse(mem_Tracker *t) { return read_counter(&t->in_use); }
