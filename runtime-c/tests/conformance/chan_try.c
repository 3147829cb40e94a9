// TrySend and TryRecv on unbuffered and buffered channels: they succeed only when no waiting is
// needed, including a TrySend to a receiver that is already parked.
#include <stdio.h>
#include <time.h>

#include "so/conc/conc.h"

static conc_Chan ch;

static void *receiver(void *arg) {
    int *v = arg;
    conc_Chan_Recv(ch, v);
    return NULL;
}

static const char *b(bool x) {
    return x ? "true" : "false";
}

int main(void) {
    ch = conc_NewChanOf(int, mem_System(), 0);
    int v = 1, got = -1;
    printf("unbuffered trysend, nobody waits: %s\n", b(conc_Chan_TrySend(ch, &v)));
    bool ok = conc_Chan_TryRecv(ch, &got);
    printf("unbuffered tryrecv, nobody waits: %s got=%d\n", b(ok), got);
    conc_Thread t = conc_Go(receiver, &got);
    // Retry until the receiver has parked; each failed attempt must leave no trace.
    int attempts = 0;
    v = 77;
    while (!conc_Chan_TrySend(ch, &v)) {
        attempts++;
        struct timespec d = {0, 1000 * 1000};
        nanosleep(&d, NULL);
    }
    conc_Thread_Wait(t);
    printf("trysend to a parked receiver: delivered %d\n", got);
    conc_Chan_Free(ch);

    ch = conc_NewChanOf(int, mem_System(), 2);
    for (int i = 0; i < 3; i++) {
        v = 100 + i;
        printf("buffered trysend %d: %s\n", v, b(conc_Chan_TrySend(ch, &v)));
    }
    for (int i = 0; i < 3; i++) {
        got = -1;
        ok = conc_Chan_TryRecv(ch, &got);
        printf("buffered tryrecv: %s got=%d\n", b(ok), got);
    }
    conc_Chan_Close(ch);
    got = 5;
    ok = conc_Chan_TryRecv(ch, &got);
    printf("tryrecv closed: %s got=%d\n", b(ok), got);
    conc_Chan_Free(ch);
    return 0;
}
