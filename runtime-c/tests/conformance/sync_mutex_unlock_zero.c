// sync.Mutex: unlocking the zero (never locked) mutex panics with
// "sync: unlock of unlocked mutex" (exit status 2).
#include <stdio.h>

#include "so/sync/sync.h"

int main(void) {
    sync_Mutex mu = {0};
    printf("unlocking a zero mutex\n");
    fflush(stdout);
    sync_Mutex_Unlock(&mu);
    printf("unreachable: Unlock returned\n");
    return 0;
}
