// A task blocked in a real system call (read from an empty pipe) must not stall the others,
// even with a single proc (GOMAXPROCS=1, set before the scheduler starts): while the reader
// sits in read(2), other tasks ping-pong 10,000 times over channels, and only then does one of
// them write the byte the reader waits for. The first reader makes a plain read (the monitor
// sees its carrier asleep in the kernel and hands the proc on); the second brackets its read
// with conc_BlockingBegin/End (the proc is handed on at once if tasks are waiting). Without the
// hand-off the program would hang (the harness's time limit), not print something else.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "so/conc/conc.h"

static int fds[2];
static conc_Chan ping, pong, done;

static void *reader(void *arg) {
    int marked = *(int *)arg;
    char c = 0;
    if (marked)
        conc_BlockingBegin();
    ssize_t n = read(fds[0], &c, 1);
    if (marked)
        conc_BlockingEnd();
    int64_t v = n == 1 ? c : -1;
    conc_Chan_Send(done, &v);
    return NULL;
}

static void *echo(void *arg) {
    (void)arg;
    int64_t v;
    while (conc_Chan_Recv(ping, &v)) {
        v++;
        conc_Chan_Send(pong, &v);
    }
    return NULL;
}

static void *driver(void *arg) {
    char byte = *(char *)arg;
    int64_t v = 0;
    for (int i = 0; i < 10000; i++) {
        conc_Chan_Send(ping, &v);
        conc_Chan_Recv(pong, &v);
    }
    // Only now, after the others ran while the reader was blocked, release the reader.
    if (write(fds[1], &byte, 1) != 1)
        return NULL;
    static int64_t result;
    result = v;
    return &result;
}

int main(void) {
    setenv("GOMAXPROCS", "1", 1);
    if (pipe(fds) != 0)
        return 1;
    ping = conc_NewChanOf(int64_t, mem_System(), 0);
    pong = conc_NewChanOf(int64_t, mem_System(), 0);
    done = conc_NewChanOf(int64_t, mem_System(), 0);
    conc_Thread e = conc_Go(echo, NULL);
    int marks[2] = {0, 1};
    char bytes[2] = {'p', 'm'};
    for (int k = 0; k < 2; k++) {
        conc_Thread r = conc_Go(reader, &marks[k]);
        conc_Thread d = conc_Go(driver, &bytes[k]);
        int64_t *pp = conc_Thread_Wait(d);
        int64_t got;
        conc_Chan_Recv(done, &got);
        conc_Thread_Wait(r);
        printf("%s read: others made %lld round trips meanwhile, then the reader got '%c'\n",
               k == 0 ? "plain" : "BlockingBegin/End", pp ? (long long)*pp : -1LL, (char)got);
    }
    conc_Chan_Close(ping);
    conc_Thread_Wait(e);
    conc_Chan_Free(ping);
    conc_Chan_Free(pong);
    conc_Chan_Free(done);
    return 0;
}
