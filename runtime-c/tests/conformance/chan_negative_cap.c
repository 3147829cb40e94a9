// NewChan with a negative capacity panics with "conc: negative channel capacity".
#include <stdio.h>

#include "so/conc/conc.h"

int main(void) {
    printf("making a channel of capacity -1\n");
    fflush(stdout);
    conc_Chan ch = conc_NewChanOf(int, mem_System(), -1);
    printf("unreachable: cap=%lld\n", (long long)conc_Chan_Cap(ch));
    return 0;
}
