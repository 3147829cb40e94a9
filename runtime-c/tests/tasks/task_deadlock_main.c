// Every task is blocked and nothing can wake one: main waits for a value nobody will send, and
// the other task waits on a Cond nobody will signal. The program must end as Go's does:
// "fatal error: all goroutines are asleep - deadlock!" on stderr, exit status 2, and what was
// printed before still on stdout.
#include <stdio.h>

#include "so/conc/conc.h"
#include "so/sync/sync.h"

static sync_Mutex mu;
static sync_Cond cond;
static conc_Chan ch, started;

static void *waiter(void *arg) {
    (void)arg;
    sync_Mutex_Lock(&mu);
    int one = 1;
    conc_Chan_Send(started, &one);
    for (;;)
        sync_Cond_Wait(&cond);
    return NULL;
}

int main(void) {
    sync_Cond_Init(&cond, &mu);
    ch = conc_NewChanOf(int, mem_System(), 0);
    started = conc_NewChanOf(int, mem_System(), 0);
    conc_Thread_Detach(conc_Go(waiter, NULL));
    int v = 0;
    conc_Chan_Recv(started, &v);
    printf("waiter started: %d\n", v);
    conc_Chan_Recv(ch, &v);
    printf("unreachable\n");
    return 0;
}
