// Close wakes every blocked receiver; each gets false and a zeroed destination.
#include <stdio.h>
#include <time.h>

#include "so/conc/conc.h"

static conc_Chan ch;

static void *receiver(void *arg) {
    int *v = arg;
    *v = 7;
    bool ok = conc_Chan_Recv(ch, v);
    return ok ? "true" : "false";
}

int main(void) {
    ch = conc_NewChanOf(int, mem_System(), 0);
    int vals[3];
    conc_Thread ts[3];
    for (int i = 0; i < 3; i++)
        ts[i] = conc_Go(receiver, &vals[i]);
    struct timespec d = {0, 50 * 1000 * 1000};
    nanosleep(&d, NULL);
    conc_Chan_Close(ch);
    for (int i = 0; i < 3; i++) {
        const char *ok = conc_Thread_Wait(ts[i]);
        printf("receiver %d: ok=%s v=%d\n", i, ok, vals[i]);
    }
    conc_Chan_Free(ch);
    return 0;
}
