// A Pool and channels take all their memory from the given allocator and give all of it back:
// a Tracker sees as many frees as allocations and nothing in use afterwards.
#include <stdio.h>

#include "so/conc/conc.h"

static void task(void *arg) {
    conc_Chan *ch = arg;
    int v = 1;
    conc_Chan_Send(*ch, &v);
}

int main(void) {
    mem_Tracker tr = mem_NewTracker(mem_System());
    mem_Allocator a = mem_Tracker_Allocator(&tr);
    conc_Chan ch = conc_NewChanOf(int, a, 100);
    conc_Chan unbuf = conc_NewChanOf(int, a, 0);
    conc_Pool *p = conc_NewPool(a, (conc_PoolOptions){.NumThreads = 3, .QueueSize = 5});
    printf("while in use: allocations made: %s, bytes in use: %s\n",
           mem_Tracker_Allocs(&tr) > 0 ? "yes" : "no", mem_Tracker_InUse(&tr) > 0 ? "yes" : "no");
    for (int i = 0; i < 100; i++)
        conc_Pool_Go(p, task, &ch);
    conc_Pool_Free(p);
    int v, n = 0;
    while (conc_Chan_TryRecv(ch, &v))
        n += v;
    printf("tasks sent %d values\n", n);
    conc_Chan_Close(ch);
    conc_Chan_Free(ch);
    conc_Chan_Free(unbuf);
    printf("after Free: allocs == frees: %s, bytes in use: %lld\n",
           mem_Tracker_Allocs(&tr) == mem_Tracker_Frees(&tr) ? "yes" : "no",
           (long long)mem_Tracker_InUse(&tr));
    return 0;
}
