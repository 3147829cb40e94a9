// A receive case on a closed channel is ready: first the buffered values, then ok=false with a
// zeroed destination. A Select blocked on a channel is woken by Close the same way.
#include <stdio.h>
#include <time.h>

#include "so/conc/conc.h"

static conc_Chan late;

static void *closer(void *arg) {
    (void)arg;
    struct timespec d = {0, 20 * 1000 * 1000};
    nanosleep(&d, NULL);
    conc_Chan_Close(late);
    return NULL;
}

int main(void) {
    conc_Chan a = conc_NewChanOf(int, mem_System(), 0);
    conc_Chan b = conc_NewChanOf(int, mem_System(), 2);
    conc_Chan_SendOf(int, b, 4);
    conc_Chan_Close(b);
    for (int k = 0; k < 3; k++) {
        int got = 99;
        conc_Case cs[3] = {conc_RecvCase(&a, &got), conc_RecvCase(&b, &got), conc_Default()};
        int64_t i = conc_Select(cs, 3);
        printf("case %lld ok=%s got=%d\n", (long long)i, cs[i].ok ? "true" : "false", got);
    }
    late = conc_NewChanOf(int, mem_System(), 0);
    conc_Thread t = conc_Go(closer, NULL);
    int got = 99;
    conc_Case cs[2] = {conc_RecvCase(&a, NULL), conc_RecvCase(&late, &got)};
    int64_t i = conc_Select(cs, 2);
    printf("woken by close: case %lld ok=%s got=%d\n", (long long)i, cs[i].ok ? "true" : "false",
           got);
    conc_Thread_Wait(t);
    conc_Chan_Free(a);
    conc_Chan_Free(b);
    conc_Chan_Free(late);
    return 0;
}
