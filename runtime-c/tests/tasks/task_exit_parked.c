// main returns while other tasks are still parked for good (on a channel nobody sends on, and
// on a nil channel), each holding the only pointer to memory it allocated: the program ends
// normally with main, as in Go. Under AddressSanitizer the leak checker must not report that
// memory: the parked tasks' stacks still point to it.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "so/conc/conc.h"
#include "so/sync/sync.h"

static conc_Chan never;
static sync_WaitGroup parked;

static void *holder(void *arg) {
    char *mine = malloc(1000);
    strcpy(mine, arg);
    sync_WaitGroup_Done(&parked);
    if (strcmp(mine, "nil") == 0)
        conc_Chan_Recv((conc_Chan){0}, NULL);
    conc_Chan_Recv(never, NULL);
    puts(mine);
    return NULL;
}

int main(void) {
    never = conc_NewChanOf(int, mem_System(), 0);
    sync_WaitGroup_Add(&parked, 3);
    conc_Thread_Detach(conc_Go(holder, "a"));
    conc_Thread_Detach(conc_Go(holder, "b"));
    conc_Thread_Detach(conc_Go(holder, "nil"));
    sync_WaitGroup_Wait(&parked);
    printf("main returns with 3 tasks parked\n");
    return 0;
}
