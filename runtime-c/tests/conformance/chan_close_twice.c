// Closing a channel twice panics with "close of closed channel".
#include <stdio.h>

#include "so/conc/conc.h"

int main(void) {
    conc_Chan ch = conc_NewChanOf(int, mem_System(), 0);
    conc_Chan_Close(ch);
    printf("closed once\n");
    fflush(stdout);
    conc_Chan_Close(ch);
    printf("unreachable\n");
    return 0;
}
