// mem.Tracker counts successful Allocs and Reallocs, Frees of non-NULL pointers, bytes ever
// allocated and bytes in use, over any allocator; failed calls are not counted; a test can see
// a leak (InUse > 0) and its absence; counts stay exact with several threads.
#include <pthread.h>
#include <stdio.h>

#include "so/mem/mem.h"

static void show(const char *what, mem_Tracker *t) {
    printf("%-34s allocs=%lld reallocs=%lld frees=%lld bytes=%lld in_use=%lld\n", what,
           (long long)mem_Tracker_Allocs(t), (long long)mem_Tracker_Reallocs(t),
           (long long)mem_Tracker_Frees(t), (long long)mem_Tracker_Bytes(t),
           (long long)mem_Tracker_InUse(t));
}

static mem_Tracker shared;

static void *churn(void *arg) {
    (void)arg;
    mem_Allocator a = mem_Tracker_Allocator(&shared);
    for (int i = 0; i < 1000; i++) {
        mem_Result r = mem_Allocator_Alloc(a, 24, 8);
        r = mem_Allocator_Realloc(a, r.ptr, 24, 40, 8);
        mem_Allocator_Free(a, r.ptr, 40, 8);
    }
    return NULL;
}

int main(void) {
    printf("sizeof(mem_Tracker) = %zu\n", sizeof(mem_Tracker));
    mem_Tracker t = mem_NewTracker(mem_System());
    mem_Allocator a = mem_Tracker_Allocator(&t);
    show("new:", &t);
    void *p1 = mem_Allocator_Alloc(a, 16, 8).ptr;
    void *p2 = mem_Allocator_Alloc(a, 32, 8).ptr;
    void *p3 = mem_Allocator_Alloc(a, 64, 8).ptr;
    show("Alloc 16, 32, 64:", &t);
    p2 = mem_Allocator_Realloc(a, p2, 32, 100, 8).ptr;
    show("Realloc 32 -> 100:", &t);
    p3 = mem_Allocator_Realloc(a, p3, 64, 8, 8).ptr;
    show("Realloc 64 -> 8:", &t);
    mem_Allocator_Free(a, p1, 16, 8);
    mem_Allocator_Free(a, NULL, 0, 1);
    show("Free 16, Free NULL:", &t);
    printf("leak detected: %s (%lld bytes)\n", mem_Tracker_InUse(&t) != 0 ? "yes" : "no",
           (long long)mem_Tracker_InUse(&t));
    mem_Allocator_Free(a, p2, 100, 8);
    mem_Allocator_Free(a, p3, 8, 8);
    show("Free the rest:", &t);
    printf("leak detected: %s\n", mem_Tracker_InUse(&t) != 0 ? "yes" : "no");
    void *p4 = mem_Allocator_Realloc(a, NULL, 0, 20, 4).ptr;
    show("Realloc(NULL, 0, 20):", &t);
    mem_Allocator_Free(a, p4, 20, 4);
    show("Free 20:", &t);

    // Failed calls are not counted.
    mem_Tracker n = mem_NewTracker(mem_NoAlloc());
    mem_Allocator na = mem_Tracker_Allocator(&n);
    mem_Allocator_Alloc(na, 8, 8);
    mem_Allocator_Realloc(na, NULL, 0, 8, 8);
    show("over NoAlloc, 2 failures:", &n);

    // A tracker over an arena over a stack buffer.
    _Alignas(16) uint8_t buf[128];
    mem_Arena arena = mem_NewArena(buf, sizeof buf);
    mem_Tracker at = mem_NewTracker(mem_Arena_Allocator(&arena));
    mem_Allocator aa = mem_Tracker_Allocator(&at);
    void *q = mem_Allocator_Alloc(aa, 100, 8).ptr;
    mem_Allocator_Alloc(aa, 100, 8); // does not fit
    show("over Arena, Alloc 100 twice:", &at);
    mem_Allocator_Free(aa, q, 100, 8);
    show("over Arena, Free 100:", &at);

    // Four threads at once: the counts stay exact.
    shared = mem_NewTracker(mem_System());
    pthread_t ts[4];
    for (int i = 0; i < 4; i++) {
        pthread_create(&ts[i], NULL, churn, NULL);
    }
    for (int i = 0; i < 4; i++) {
        pthread_join(ts[i], NULL);
    }
    show("4 threads x 1000 alloc/realloc/free:", &shared);
    return 0;
}
