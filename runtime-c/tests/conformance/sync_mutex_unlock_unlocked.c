// sync.Mutex: unlocking a mutex that is not locked panics with
// "sync: unlock of unlocked mutex" (exit status 2).
#include <stdio.h>

#include "so/sync/sync.h"

int main(void) {
    sync_Mutex mu = {0};
    sync_Mutex_Lock(&mu);
    sync_Mutex_Unlock(&mu);
    printf("locked and unlocked once\n");
    fflush(stdout);
    sync_Mutex_Unlock(&mu);
    printf("unreachable: the second Unlock returned\n");
    return 0;
}
