// sync.RWMutex: RUnlock while write-locked (no read lock held) panics with
// "sync: RUnlock of unlocked RWMutex" (exit status 2).
#include <stdio.h>

#include "so/sync/sync.h"

int main(void) {
    sync_RWMutex rw = {0};
    sync_RWMutex_Lock(&rw);
    printf("write-locked\n");
    fflush(stdout);
    sync_RWMutex_RUnlock(&rw);
    printf("unreachable: RUnlock returned\n");
    return 0;
}
