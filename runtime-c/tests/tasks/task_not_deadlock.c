// Situations where every task is blocked but something can still wake one, so there is no
// deadlock: a task sleeping (time.Sleep), a task waiting with a limit (RecvTimeout, WaitFor),
// and a task waiting for an OS thread (conc_GoWith OSThread) that is busy in a system call.
#include <stdio.h>
#include <time.h>

#include "so/conc/conc.h"
#include "so/sync/sync.h"
#include "so/time/time.h"

static conc_Chan ch;

static void *os_sender(void *arg) {
    (void)arg;
    struct timespec d = {0, 50 * 1000 * 1000};
    nanosleep(&d, NULL); // every task is parked meanwhile
    int v = 7;
    conc_Chan_Send(ch, &v);
    return NULL;
}

int main(void) {
    ch = conc_NewChanOf(int, mem_System(), 0);
    time_Sleep(20 * 1000 * 1000);
    printf("slept\n");
    int v = 0;
    printf("recv with a limit: %s\n",
           conc_Chan_RecvTimeout(ch, &v, 20 * 1000 * 1000) == conc_Timeout ? "timeout" : "other");
    sync_Mutex mu = {0};
    sync_Cond c;
    sync_Cond_Init(&c, &mu);
    sync_Mutex_Lock(&mu);
    printf("WaitFor timed out: %s\n", sync_Cond_WaitFor(&c, 20 * 1000 * 1000) ? "true" : "false");
    sync_Mutex_Unlock(&mu);
    conc_Thread t = conc_GoWith(os_sender, NULL, (conc_ThreadOptions){.OSThread = true});
    conc_Chan_Recv(ch, &v);
    printf("received %d from an OS thread\n", v);
    conc_Thread_Wait(t);
    conc_Chan_Free(ch);
    return 0;
}
