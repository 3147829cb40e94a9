// Two tasks take two mutexes in opposite orders and end up waiting for each other, while main
// waits for them (Thread.Wait) and a third task waits on a WaitGroup: every task is blocked in a
// different primitive, and nothing can wake any of them. Go's deadlock message, exit status 2.
#include <stdio.h>

#include "so/conc/conc.h"
#include "so/sync/sync.h"

static sync_Mutex a, b;
static sync_WaitGroup both_hold, never;

static void *ab(void *arg) {
    (void)arg;
    sync_Mutex_Lock(&a);
    sync_WaitGroup_Done(&both_hold);
    sync_WaitGroup_Wait(&both_hold);
    sync_Mutex_Lock(&b);
    return NULL;
}

static void *ba(void *arg) {
    (void)arg;
    sync_Mutex_Lock(&b);
    sync_WaitGroup_Done(&both_hold);
    sync_WaitGroup_Wait(&both_hold);
    sync_Mutex_Lock(&a);
    return NULL;
}

static void *stuck(void *arg) {
    (void)arg;
    sync_WaitGroup_Wait(&never);
    return NULL;
}

int main(void) {
    sync_WaitGroup_Add(&both_hold, 2);
    sync_WaitGroup_Add(&never, 1);
    conc_Thread_Detach(conc_Go(stuck, NULL));
    conc_Thread t1 = conc_Go(ab, NULL), t2 = conc_Go(ba, NULL);
    printf("waiting for the two lockers\n");
    fflush(stdout);
    conc_Thread_Wait(t1);
    conc_Thread_Wait(t2);
    printf("unreachable\n");
    return 0;
}
