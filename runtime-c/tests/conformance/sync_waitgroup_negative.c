// sync.WaitGroup: a Done more than Add allows panics with "sync: negative WaitGroup counter"
// (exit status 2).
#include <stdio.h>

#include "so/sync/sync.h"

int main(void) {
    sync_WaitGroup wg = {0};
    sync_WaitGroup_Add(&wg, 1);
    sync_WaitGroup_Done(&wg);
    sync_WaitGroup_Wait(&wg);
    printf("Add(1), Done, Wait: returned\n");
    fflush(stdout);
    sync_WaitGroup_Done(&wg);
    printf("unreachable: Done returned\n");
    return 0;
}
