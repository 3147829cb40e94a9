// sync.Cond.WaitFor returns false when woken by Signal (or Broadcast) before the limit, with the
// mutex held.
#include <pthread.h>
#include <stdio.h>

#include "so/sync/sync.h"

static sync_Mutex mu;
static sync_Cond cond;
static int flag;

static const char *str(bool b) { return b ? "true" : "false"; }

static void *signaller(void *arg) {
    bool broadcast = arg != NULL;
    sync_Mutex_Lock(&mu);
    flag = 1;
    if (broadcast) {
        sync_Cond_Broadcast(&cond);
    } else {
        sync_Cond_Signal(&cond);
    }
    sync_Mutex_Unlock(&mu);
    return NULL;
}

int main(void) {
    sync_Cond_Init(&cond, &mu);
    sync_Mutex_Lock(&mu);
    pthread_t t;
    pthread_create(&t, NULL, signaller, NULL);
    bool timed_out = true;
    while (!flag) {
        timed_out = sync_Cond_WaitFor(&cond, 60LL * 1000000000); // a minute
    }
    printf("WaitFor(1 minute) woken by Signal: timed out = %s, flag = %d\n", str(timed_out), flag);
    printf("mutex held on return (TryLock fails): %s\n", str(!sync_Mutex_TryLock(&mu)));
    sync_Mutex_Unlock(&mu);
    pthread_join(t, NULL);

    // Broadcast wakes a WaitFor too.
    flag = 0;
    sync_Mutex_Lock(&mu);
    pthread_create(&t, NULL, signaller, &flag);
    while (!flag) {
        timed_out = sync_Cond_WaitFor(&cond, 60LL * 1000000000);
    }
    sync_Mutex_Unlock(&mu);
    pthread_join(t, NULL);
    printf("WaitFor(1 minute) woken by Broadcast: timed out = %s\n", str(timed_out));
    return 0;
}
