// A detached thread runs on its own; it reports back through a channel, and many detached
// threads can come and go (their resources are released when they end).
#include <stdio.h>

#include "so/conc/conc.h"

static conc_Chan done;

static void *worker(void *arg) {
    int64_t v = *(int64_t *)arg * 2;
    conc_Chan_Send(done, &v);
    return NULL;
}

int main(void) {
    done = conc_NewChanOf(int64_t, mem_System(), 0);
    int64_t args[200];
    for (int i = 0; i < 200; i++) {
        args[i] = i;
        conc_Thread_Detach(conc_Go(worker, &args[i]));
    }
    int64_t sum = 0;
    for (int i = 0; i < 200; i++) {
        int64_t v;
        conc_Chan_Recv(done, &v);
        sum += v;
    }
    printf("200 detached threads reported, sum=%lld\n", (long long)sum);
    conc_Chan_Free(done);
    return 0;
}
