// sync.RWMutex: Unlock of an RWMutex that is not write-locked panics with
// "sync: Unlock of unlocked RWMutex" (exit status 2).
#include <stdio.h>

#include "so/sync/sync.h"

int main(void) {
    sync_RWMutex rw = {0};
    sync_RWMutex_Lock(&rw);
    sync_RWMutex_Unlock(&rw);
    printf("locked and unlocked once\n");
    fflush(stdout);
    sync_RWMutex_Unlock(&rw);
    printf("unreachable: the second Unlock returned\n");
    return 0;
}
