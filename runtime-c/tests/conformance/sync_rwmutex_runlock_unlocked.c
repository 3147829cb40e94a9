// sync.RWMutex: RUnlock without a read lock panics with "sync: RUnlock of unlocked RWMutex"
// (exit status 2).
#include <stdio.h>

#include "so/sync/sync.h"

int main(void) {
    sync_RWMutex rw = {0};
    sync_RWMutex_RLock(&rw);
    sync_RWMutex_RUnlock(&rw);
    printf("read-locked and read-unlocked once\n");
    fflush(stdout);
    sync_RWMutex_RUnlock(&rw);
    printf("unreachable: the second RUnlock returned\n");
    return 0;
}
