// SendTimeout and RecvTimeout: Ok, Timeout and Closed; d <= 0 is a non-blocking attempt; a
// value that is there wins over Closed; a blocked RecvTimeout gets a value sent meanwhile, and a
// blocked SendTimeout reports Closed when the channel is closed while it waits.
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "so/conc/conc.h"

static const char *st(conc_Status s) {
    return s == conc_Ok ? "Ok" : s == conc_Timeout ? "Timeout" : s == conc_Closed ? "Closed" : "?";
}

static conc_Chan late;

static void *late_sender(void *arg) {
    (void)arg;
    struct timespec d = {0, 20 * 1000 * 1000};
    nanosleep(&d, NULL);
    conc_Chan_SendOf(int, late, 42);
    return NULL;
}

static void *late_closer(void *arg) {
    (void)arg;
    struct timespec d = {0, 20 * 1000 * 1000};
    nanosleep(&d, NULL);
    conc_Chan_Close(late);
    return NULL;
}

int main(void) {
    const int64_t ms = 1000000;
    conc_Chan ch = conc_NewChanOf(int, mem_System(), 1);
    int v = 5, got = 0;
    printf("recv empty d=0: %s\n", st(conc_Chan_RecvTimeout(ch, &got, 0)));
    printf("recv empty d=-1: %s\n", st(conc_Chan_RecvTimeout(ch, &got, -1)));
    printf("recv empty d=5ms: %s\n", st(conc_Chan_RecvTimeout(ch, &got, 5 * ms)));
    printf("send d=0: %s\n", st(conc_Chan_SendTimeout(ch, &v, 0)));
    printf("send full d=0: %s\n", st(conc_Chan_SendTimeout(ch, &v, 0)));
    printf("send full d=-5: %s\n", st(conc_Chan_SendTimeout(ch, &v, -5)));
    printf("send full d=5ms: %s\n", st(conc_Chan_SendTimeout(ch, &v, 5 * ms)));
    conc_Chan_Recv(ch, &got);
    printf("send with the longest timeout, room in the buffer: %s\n",
           st(conc_Chan_SendTimeout(ch, &v, INT64_MAX)));
    conc_Chan_Close(ch);
    printf("send closed d=0: %s\n", st(conc_Chan_SendTimeout(ch, &v, 0)));
    printf("send closed d=5ms: %s\n", st(conc_Chan_SendTimeout(ch, &v, 5 * ms)));
    conc_Status s = conc_Chan_RecvTimeout(ch, &got, 0);
    printf("recv closed with value d=0: %s v=%d\n", st(s), got);
    got = 9;
    s = conc_Chan_RecvTimeout(ch, &got, 5 * ms);
    printf("recv closed drained: %s v=%d\n", st(s), got);
    got = 9;
    s = conc_Chan_RecvTimeout(ch, &got, 0);
    printf("recv closed drained d=0: %s v=%d\n", st(s), got);
    conc_Chan_Free(ch);

    late = conc_NewChanOf(int, mem_System(), 0);
    conc_Thread t = conc_Go(late_sender, NULL);
    got = 0;
    s = conc_Chan_RecvTimeout(late, &got, 10000 * ms);
    printf("recv waits for a late sender: %s v=%d\n", st(s), got);
    conc_Thread_Wait(t);
    t = conc_Go(late_closer, NULL);
    s = conc_Chan_SendTimeout(late, &v, 10000 * ms);
    printf("send closed while waiting: %s\n", st(s));
    conc_Thread_Wait(t);
    conc_Chan_Free(late);
    return 0;
}
