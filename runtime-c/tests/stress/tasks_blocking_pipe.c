// Stress: tasks blocked in a real system call while the other tasks keep running. On one carrier
// (GOMAXPROCS=1, set before the scheduler starts) eight tasks block in read() on pipes of their
// own, four with the call marked (conc_BlockingBegin/End), four unmarked; each blocked read
// holds up the carrier it runs on, and only the monitor, bringing in another carrier, lets the
// rest run. Then a chain of 1,000 tasks passes a token from one to the next through channels,
// and the last one writes a byte to every pipe. If a blocked carrier were never relieved, the
// chain could not finish and the program would hang. Also, a task that waits by polling an
// atomic flag (a busy loop, no blocking call at all) while the task that sets it is queued
// behind it on the same carrier (the monitor rescues that one only after 100 ms).
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "so/conc/conc.h"
#include "so/sync/atomic/atomic.h"

#define READERS 8
#define CHAIN 1000

static int pipes[READERS][2];
static conc_Chan links[CHAIN + 1];
static atomic_Int32 flag;

static void *reader(void *arg) {
    int i = (int)(intptr_t)arg;
    char c = 0;
    bool marked = i % 2 == 0;
    if (marked)
        conc_BlockingBegin();
    ssize_t n = read(pipes[i][0], &c, 1);
    if (marked)
        conc_BlockingEnd();
    return n == 1 && c == (char)('a' + i) ? "got its byte" : "WRONG BYTE";
}

static void *link_task(void *arg) {
    int i = (int)(intptr_t)arg;
    int64_t token;
    conc_Chan_Recv(links[i], &token);
    token++;
    if (i + 1 < CHAIN) {
        conc_Chan_Send(links[i + 1], &token);
        return NULL;
    }
    for (int r = 0; r < READERS; r++) {
        char c = (char)('a' + r);
        if (write(pipes[r][1], &c, 1) != 1)
            return "write failed";
    }
    conc_Chan_Send(links[CHAIN], &token);
    return NULL;
}

static void *spinner(void *arg) {
    (void)arg;
    int64_t polls = 0;
    while (atomic_Int32_Load(&flag) == 0)
        polls++;
    return polls >= 0 ? "saw the flag" : "?";
}

static void *setter(void *arg) {
    (void)arg;
    atomic_Int32_Store(&flag, 1);
    return NULL;
}

int main(void) {
    setenv("GOMAXPROCS", "1", 1);
    for (int i = 0; i < READERS; i++)
        if (pipe(pipes[i]) != 0)
            return 1;
    conc_Thread rs[READERS];
    for (int i = 0; i < READERS; i++)
        rs[i] = conc_Go(reader, (void *)(intptr_t)i);
    for (int i = 0; i <= CHAIN; i++)
        links[i] = conc_NewChanOf(int64_t, mem_System(), 0);
    conc_Thread ls[CHAIN];
    for (int i = 0; i < CHAIN; i++)
        ls[i] = conc_Go(link_task, (void *)(intptr_t)i);
    int64_t token = 0;
    conc_Chan_Send(links[0], &token);
    conc_Chan_Recv(links[CHAIN], &token);
    int bad = 0;
    for (int i = 0; i < CHAIN; i++)
        bad += conc_Thread_Wait(ls[i]) != NULL;
    printf("chain of %d tasks passed the token: %lld, %s\n", CHAIN, (long long)token,
           bad ? "WITH ERRORS" : "no errors");
    for (int i = 0; i < READERS; i++)
        printf("reader %d (%s): %s\n", i, i % 2 == 0 ? "marked" : "unmarked",
               (const char *)conc_Thread_Wait(rs[i]));
    // The setter is queued first, so the spinner (started last: it runs next) gets the carrier
    // first and holds it until the monitor brings in another one.
    conc_Thread st = conc_Go(setter, NULL);
    conc_Thread sp = conc_Go(spinner, NULL);
    printf("spinning task: %s\n", (const char *)conc_Thread_Wait(sp));
    conc_Thread_Wait(st);
    for (int i = 0; i < READERS; i++) {
        close(pipes[i][0]);
        close(pipes[i][1]);
    }
    for (int i = 0; i <= CHAIN; i++)
        conc_Chan_Free(links[i]);
    return 0;
}
