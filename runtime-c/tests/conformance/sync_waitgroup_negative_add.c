// sync.WaitGroup: Add with a negative delta larger than the counter panics with
// "sync: negative WaitGroup counter" (exit status 2).
#include <stdio.h>

#include "so/sync/sync.h"

int main(void) {
    sync_WaitGroup wg = {0};
    sync_WaitGroup_Add(&wg, 2);
    printf("Add(2)\n");
    fflush(stdout);
    sync_WaitGroup_Add(&wg, -3);
    printf("unreachable: Add(-3) returned\n");
    return 0;
}
