// An unbuffered channel: a send completes only when a receiver has taken the value. The sender
// thread records that its Send returned; main checks that it had not before main received, and
// a TrySend / SendTimeout with nobody receiving does not go through.
#include <stdio.h>
#include <time.h>

#include "so/conc/conc.h"

static conc_Chan ch;
static int sent; // set by the sender right after Send returns

static void *sender(void *arg) {
    (void)arg;
    for (int i = 1; i <= 3; i++) {
        conc_Chan_SendOf(int, ch, i);
        __atomic_store_n(&sent, i, __ATOMIC_SEQ_CST);
    }
    return NULL;
}

int main(void) {
    ch = conc_NewChanOf(int, mem_System(), 0);
    printf("cap=%lld len=%lld\n", (long long)conc_Chan_Cap(ch), (long long)conc_Chan_Len(ch));
    int one = 1;
    printf("trysend with no receiver: %s\n", conc_Chan_TrySend(ch, &one) ? "true" : "false");
    printf("sendtimeout with no receiver: %s\n",
           conc_Chan_SendTimeout(ch, &one, 1000000) == conc_Timeout ? "timeout" : "other");
    conc_Thread t = conc_Go(sender, NULL);
    for (int i = 1; i <= 3; i++) {
        struct timespec d = {0, 30 * 1000 * 1000};
        nanosleep(&d, NULL); // the sender had time to return from Send if it could
        // Only sends that a receive already matched can have completed: fewer than i. How many
        // did is up to the scheduler, so only the invariant is printed.
        int before = __atomic_load_n(&sent, __ATOMIC_SEQ_CST);
        printf("before recv %d: sends completed < %d: %s\n", i, i, before < i ? "yes" : "NO");
        printf("len while sender waits=%lld\n", (long long)conc_Chan_Len(ch));
        int v = 0;
        conc_Chan_Recv(ch, &v);
        printf("received %d\n", v);
    }
    conc_Thread_Wait(t);
    printf("after all: sends completed=%d\n", __atomic_load_n(&sent, __ATOMIC_SEQ_CST));
    conc_Chan_Free(ch);
    return 0;
}
