// With a Default case Select never blocks: nothing ready returns the Default's index (wherever
// it is in the list); something ready wins over Default.
#include <stdio.h>

#include "so/conc/conc.h"

int main(void) {
    conc_Chan a = conc_NewChanOf(int, mem_System(), 0);
    conc_Chan b = conc_NewChanOf(int, mem_System(), 1);
    int got = -1, v = 1;
    conc_Case c1[3] = {conc_RecvCase(&a, &got), conc_Default(), conc_SendCase(&a, &v)};
    printf("nothing ready: %lld got=%d\n", (long long)conc_Select(c1, 3), got);
    conc_Case c2[1] = {conc_Default()};
    printf("only default: %lld\n", (long long)conc_Select(c2, 1));
    conc_Chan_SendOf(int, b, 9);
    conc_Case c3[3] = {conc_Default(), conc_RecvCase(&a, &got), conc_RecvCase(&b, &got)};
    int64_t i = conc_Select(c3, 3);
    printf("b ready: %lld got=%d\n", (long long)i, got);
    printf("again: %lld\n", (long long)conc_Select(c3, 3));
    conc_Chan_Free(a);
    conc_Chan_Free(b);
    return 0;
}
