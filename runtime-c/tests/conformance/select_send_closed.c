// A send case on a closed channel panics with "send on closed channel" when it is chosen.
#include <stdio.h>

#include "so/conc/conc.h"

int main(void) {
    conc_Chan a = conc_NewChanOf(int, mem_System(), 0);
    conc_Chan_Close(a);
    int v = 1;
    printf("selecting\n");
    fflush(stdout);
    conc_Case cs[1] = {conc_SendCase(&a, &v)};
    conc_Select(cs, 1);
    printf("unreachable\n");
    return 0;
}
