// sync.Cond: the zero Cond is not usable; Signal before Init panics with
// "sync: Cond used before Init" (exit status 2).
#include <stdio.h>

#include "so/sync/sync.h"

int main(void) {
    sync_Cond c = {0};
    printf("signalling a Cond that was never initialized\n");
    fflush(stdout);
    sync_Cond_Signal(&c);
    printf("unreachable: Signal returned\n");
    return 0;
}
