// Nil channels are never ready in a Select: a case on one is skipped, a Select whose only
// channel cases are nil returns its Default, and a NULL case pointer counts as a nil channel.
#include <stdio.h>

#include "so/conc/conc.h"

int main(void) {
    conc_Chan nil = {0};
    conc_Chan ready = conc_NewChanOf(int, mem_System(), 1);
    conc_Chan_SendOf(int, ready, 8);
    int got = -1, v = 2;
    conc_Case c1[3] = {conc_RecvCase(&nil, &got), conc_SendCase(&nil, &v),
                       conc_RecvCase(&ready, &got)};
    int64_t i = conc_Select(c1, 3);
    printf("with one ready channel: case %lld got=%d\n", (long long)i, got);
    conc_Case c2[3] = {conc_RecvCase(&nil, &got), conc_SendCase(&nil, &v), conc_Default()};
    printf("only nil channels and default: case %lld\n", (long long)conc_Select(c2, 3));
    conc_Case c3[2] = {conc_RecvCase(NULL, &got), conc_Default()};
    printf("NULL channel pointer and default: case %lld\n", (long long)conc_Select(c3, 2));
    conc_Chan_Free(ready);
    return 0;
}
