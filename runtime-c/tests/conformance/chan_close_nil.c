// Closing a nil channel panics with "close of nil channel".
#include <stdio.h>

#include "so/conc/conc.h"

int main(void) {
    conc_Chan ch = {0};
    printf("closing nil\n");
    fflush(stdout);
    conc_Chan_Close(ch);
    printf("unreachable\n");
    return 0;
}
