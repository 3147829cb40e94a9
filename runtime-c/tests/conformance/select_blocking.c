// A Select with nothing ready blocks until another thread makes one case ready, performs that
// case only, and leaves no trace on the other channels: afterwards nobody is waiting on them
// (a TrySend to the unbuffered one fails). Works with the same channel in several cases too.
#include <stdio.h>
#include <time.h>

#include "so/conc/conc.h"

static conc_Chan a, b, c;

static void pause_ms(int ms) {
    struct timespec d = {0, ms * 1000 * 1000};
    nanosleep(&d, NULL);
}

static void *send_b(void *arg) {
    (void)arg;
    pause_ms(20);
    conc_Chan_SendOf(int, b, 21);
    return NULL;
}

static void *recv_c(void *arg) {
    pause_ms(20);
    conc_Chan_Recv(c, arg);
    return NULL;
}

int main(void) {
    a = conc_NewChanOf(int, mem_System(), 0);
    b = conc_NewChanOf(int, mem_System(), 0);
    c = conc_NewChanOf(int, mem_System(), 0);

    conc_Thread t = conc_Go(send_b, NULL);
    int ga = -1, gb = -1;
    conc_Case cs[2] = {conc_RecvCase(&a, &ga), conc_RecvCase(&b, &gb)};
    int64_t i = conc_Select(cs, 2);
    conc_Thread_Wait(t);
    printf("recv select: case %lld ga=%d gb=%d\n", (long long)i, ga, gb);
    int v = 1;
    printf("a has no waiter left: trysend=%s\n", conc_Chan_TrySend(a, &v) ? "true" : "false");

    int got = -1, out = 33;
    t = conc_Go(recv_c, &got);
    conc_Case cs2[3] = {conc_RecvCase(&a, NULL), conc_SendCase(&c, &out), conc_RecvCase(&a, NULL)};
    i = conc_Select(cs2, 3);
    conc_Thread_Wait(t);
    printf("send select: case %lld receiver got %d\n", (long long)i, got);
    printf("a has no waiter left: trysend=%s\n", conc_Chan_TrySend(a, &v) ? "true" : "false");
    printf("c has no waiter left: tryrecv=%s\n", conc_Chan_TryRecv(c, &got) ? "true" : "false");
    conc_Chan_Free(a);
    conc_Chan_Free(b);
    conc_Chan_Free(c);
    return 0;
}
