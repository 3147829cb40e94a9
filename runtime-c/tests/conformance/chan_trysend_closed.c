// TrySend on a closed channel panics, like a Go select with a default case.
#include <stdio.h>

#include "so/conc/conc.h"

int main(void) {
    conc_Chan ch = conc_NewChanOf(int, mem_System(), 1);
    conc_Chan_Close(ch);
    printf("closed\n");
    fflush(stdout);
    int v = 1;
    bool ok = conc_Chan_TrySend(ch, &v);
    printf("unreachable: %d\n", ok);
    return 0;
}
