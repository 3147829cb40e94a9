// sync.Cond: Wait on a Cond that was never initialized panics with
// "sync: Cond used before Init" (exit status 2), even with a mutex held.
#include <stdio.h>

#include "so/sync/sync.h"

int main(void) {
    sync_Mutex mu = {0};
    sync_Cond c = {0};
    sync_Mutex_Lock(&mu);
    printf("waiting on a Cond that was never initialized\n");
    fflush(stdout);
    sync_Cond_Wait(&c);
    printf("unreachable: Wait returned\n");
    return 0;
}
