// sync.RWMutex: Unlock while only read-locked (not write-locked) panics with
// "sync: Unlock of unlocked RWMutex" (exit status 2).
#include <stdio.h>

#include "so/sync/sync.h"

int main(void) {
    sync_RWMutex rw = {0};
    sync_RWMutex_RLock(&rw);
    printf("read-locked\n");
    fflush(stdout);
    sync_RWMutex_Unlock(&rw);
    printf("unreachable: Unlock returned\n");
    return 0;
}
