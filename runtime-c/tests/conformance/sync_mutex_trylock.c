// sync.Mutex.TryLock: true on a free mutex, false on a held one (from the holder and from
// another thread), true again after Unlock. It never blocks.
#include <pthread.h>
#include <stdio.h>

#include "so/sync/sync.h"

static sync_Mutex mu;

static const char *str(bool b) { return b ? "true" : "false"; }

static void *try_from_thread(void *arg) {
    (void)arg;
    return (void *)(intptr_t)sync_Mutex_TryLock(&mu);
}

static bool try_in_thread(void) {
    pthread_t t;
    void *r;
    pthread_create(&t, NULL, try_from_thread, NULL);
    pthread_join(t, &r);
    return r != NULL;
}

int main(void) {
    printf("TryLock on the zero mutex: %s\n", str(sync_Mutex_TryLock(&mu)));
    printf("TryLock again by the holder: %s\n", str(sync_Mutex_TryLock(&mu)));
    printf("TryLock from another thread while held: %s\n", str(try_in_thread()));
    sync_Mutex_Unlock(&mu);
    printf("TryLock after Unlock: %s\n", str(sync_Mutex_TryLock(&mu)));
    sync_Mutex_Unlock(&mu);
    sync_Mutex_Lock(&mu);
    printf("TryLock while held via Lock: %s\n", str(sync_Mutex_TryLock(&mu)));
    sync_Mutex_Unlock(&mu);
    printf("TryLock from another thread on a free mutex: %s\n", str(try_in_thread()));
    printf("TryLock by main after that thread took it: %s\n", str(sync_Mutex_TryLock(&mu)));
    sync_Mutex_Unlock(&mu);
    printf("TryLock after main unlocked it: %s\n", str(sync_Mutex_TryLock(&mu)));
    sync_Mutex_Unlock(&mu);
    return 0;
}
