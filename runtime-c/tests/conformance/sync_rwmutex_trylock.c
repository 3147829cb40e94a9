// sync.RWMutex.TryLock and TryRLock: each succeeds exactly when the lock could be taken without
// blocking, and never blocks.
#include <stdio.h>

#include "so/sync/sync.h"

static const char *str(bool b) { return b ? "true" : "false"; }

int main(void) {
    sync_RWMutex rw = {0};
    printf("TryLock on the zero RWMutex: %s\n", str(sync_RWMutex_TryLock(&rw)));
    printf("TryLock while write-locked: %s\n", str(sync_RWMutex_TryLock(&rw)));
    printf("TryRLock while write-locked: %s\n", str(sync_RWMutex_TryRLock(&rw)));
    sync_RWMutex_Unlock(&rw);
    printf("TryRLock after Unlock: %s\n", str(sync_RWMutex_TryRLock(&rw)));
    printf("TryRLock again (shared): %s\n", str(sync_RWMutex_TryRLock(&rw)));
    printf("TryLock while read-locked twice: %s\n", str(sync_RWMutex_TryLock(&rw)));
    sync_RWMutex_RUnlock(&rw);
    printf("TryLock while read-locked once: %s\n", str(sync_RWMutex_TryLock(&rw)));
    sync_RWMutex_RUnlock(&rw);
    printf("TryLock after both RUnlocks: %s\n", str(sync_RWMutex_TryLock(&rw)));
    sync_RWMutex_Unlock(&rw);
    sync_RWMutex_RLock(&rw);
    printf("TryRLock while RLock-ed: %s\n", str(sync_RWMutex_TryRLock(&rw)));
    sync_RWMutex_RUnlock(&rw);
    sync_RWMutex_RUnlock(&rw);
    sync_RWMutex_Lock(&rw);
    printf("TryRLock while Lock-ed: %s\n", str(sync_RWMutex_TryRLock(&rw)));
    sync_RWMutex_Unlock(&rw);
    printf("TryLock at the end: %s\n", str(sync_RWMutex_TryLock(&rw)));
    sync_RWMutex_Unlock(&rw);
    return 0;
}
