// Every task blocked and nothing that could wake them: main waits on a channel that only a task
// would send on, and that task waits on a channel nobody sends on. The runtime reports Go's
// message and exits with status 2 (the output written before is flushed first).
#include <stdio.h>

#include "so/conc/conc.h"

static conc_Chan a, b;

static void *stuck(void *arg) {
    (void)arg;
    int v;
    conc_Chan_Recv(b, &v);
    conc_Chan_Send(a, &v);
    return NULL;
}

int main(void) {
    a = conc_NewChanOf(int, mem_System(), 0);
    b = conc_NewChanOf(int, mem_System(), 0);
    conc_Thread t = conc_Go(stuck, NULL);
    printf("waiting for a value nobody will send\n");
    int v;
    conc_Chan_Recv(a, &v);
    conc_Thread_Wait(t);
    printf("not reached\n");
    return 0;
}
