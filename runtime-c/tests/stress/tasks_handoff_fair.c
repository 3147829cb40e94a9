// Stress: two tasks that hand a value back and forth without end (each send wakes the other
// into the sender's runnext slot, to run next on the same carrier) must not starve the other
// tasks of that carrier. On one carrier (GOMAXPROCS=1), while a pair plays, 100 more tasks are
// queued that each only count themselves; the pair stops once all of them have run. Without the
// guard on runnext the queued tasks would never run and the program would never end.
#include <stdio.h>
#include <stdlib.h>

#include "so/conc/conc.h"
#include "so/sync/atomic/atomic.h"

#define OTHERS 100

static conc_Chan a, b;
static atomic_Int64 others_ran;

static void *player(void *arg) {
    bool first = arg != NULL;
    int64_t v = 0, exchanges = 0;
    if (first)
        conc_Chan_Send(a, &v);
    for (;;) {
        conc_Chan_Recv(first ? b : a, &v);
        if (v < 0)
            break;
        exchanges++;
        v = atomic_Int64_Load(&others_ran) == OTHERS ? -1 : v + 1;
        conc_Chan_Send(first ? a : b, &v);
        if (v < 0)
            break;
    }
    return exchanges > 0 ? "played" : "never played";
}

static void *other(void *arg) {
    (void)arg;
    atomic_Int64_Add(&others_ran, 1);
    return NULL;
}

int main(void) {
    setenv("GOMAXPROCS", "1", 1);
    a = conc_NewChanOf(int64_t, mem_System(), 0);
    b = conc_NewChanOf(int64_t, mem_System(), 0);
    conc_Thread p1 = conc_Go(player, "first"), p2 = conc_Go(player, NULL);
    conc_Thread os[OTHERS];
    for (int i = 0; i < OTHERS; i++)
        os[i] = conc_Go(other, NULL);
    printf("pair: %s, ", (const char *)conc_Thread_Wait(p1));
    printf("%s\n", (const char *)conc_Thread_Wait(p2));
    for (int i = 0; i < OTHERS; i++)
        conc_Thread_Wait(os[i]);
    printf("ok: all %lld queued tasks ran while the pair played\n",
           (long long)atomic_Int64_Load(&others_ran));
    conc_Chan_Free(a);
    conc_Chan_Free(b);
    return 0;
}
