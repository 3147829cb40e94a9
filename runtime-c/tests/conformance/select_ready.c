// Select performs a case that is ready: a receive with a value buffered, a send with room, and
// reports the index of the case; a receive case sets ok.
#include <stdio.h>

#include "so/conc/conc.h"

int main(void) {
    conc_Chan a = conc_NewChanOf(int, mem_System(), 1);
    conc_Chan b = conc_NewChanOf(int, mem_System(), 1);
    conc_Chan_SendOf(int, b, 7);
    int got = 0;
    conc_Case cases[2] = {conc_RecvCase(&a, &got), conc_RecvCase(&b, &got)};
    int64_t i = conc_Select(cases, 2);
    printf("recv: case %lld ok=%s got=%d\n", (long long)i, cases[i].ok ? "true" : "false", got);

    // a is empty with room, b is empty: only the send case on a can proceed.
    int v = 5;
    conc_Case cases2[2] = {conc_RecvCase(&b, &got), conc_SendCase(&a, &v)};
    i = conc_Select(cases2, 2);
    printf("send: case %lld len(a)=%lld\n", (long long)i, (long long)conc_Chan_Len(a));
    conc_Chan_Recv(a, &got);
    printf("a holds %d\n", got);
    conc_Chan_Free(a);
    conc_Chan_Free(b);
    return 0;
}
