// A misuse panic after ordinary output: what was printed to stdout before the panic must still
// appear (the panic flushes stdout), stderr holds exactly "panic: sync: unlock of unlocked
// mutex", and the exit status is 2.
#include <stdio.h>

#include "so/sync/sync.h"

int main(void) {
    sync_Mutex m = {0};
    sync_Mutex_Lock(&m);
    printf("TryLock while held: %s\n", sync_Mutex_TryLock(&m) ? "true" : "false");
    sync_Mutex_Unlock(&m);
    printf("TryLock while free: %s\n", sync_Mutex_TryLock(&m) ? "true" : "false");
    sync_Mutex_Unlock(&m);
    printf("unlocking again\n");
    sync_Mutex_Unlock(&m);
    printf("not reached\n");
    return 0;
}
