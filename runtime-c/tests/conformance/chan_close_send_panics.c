// Send on a closed channel panics with "send on closed channel".
#include <stdio.h>

#include "so/conc/conc.h"

int main(void) {
    conc_Chan ch = conc_NewChanOf(int, mem_System(), 1);
    conc_Chan_Close(ch);
    printf("closed\n");
    fflush(stdout);
    conc_Chan_SendOf(int, ch, 1);
    printf("unreachable\n");
    return 0;
}
