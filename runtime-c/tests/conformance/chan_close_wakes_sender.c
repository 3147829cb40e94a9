// A sender blocked on a channel panics with "send on closed channel" when the channel is closed
// while it waits.
#include <stdio.h>
#include <time.h>

#include "so/conc/conc.h"

static conc_Chan ch;

static void *sender(void *arg) {
    (void)arg;
    conc_Chan_SendOf(int, ch, 1); // the buffer is full: blocks until Close
    printf("unreachable: send returned\n");
    return NULL;
}

int main(void) {
    ch = conc_NewChanOf(int, mem_System(), 1);
    conc_Chan_SendOf(int, ch, 0);
    conc_Thread t = conc_Go(sender, NULL);
    struct timespec d = {0, 100 * 1000 * 1000};
    nanosleep(&d, NULL); // let the sender block (if it has not yet, its send panics anyway)
    printf("closing\n");
    fflush(stdout);
    conc_Chan_Close(ch);
    conc_Thread_Wait(t); // never returns: the sender's panic ends the process
    printf("unreachable: main continued\n");
    return 0;
}
