// A buffered channel keeps values in FIFO order; Len counts queued values and Cap is the buffer
// size; a full buffer refuses TrySend and an empty one refuses TryRecv.
#include <stdio.h>

#include "so/conc/conc.h"

int main(void) {
    conc_Chan ch = conc_NewChanOf(int, mem_System(), 3);
    printf("len=%lld cap=%lld\n", (long long)conc_Chan_Len(ch), (long long)conc_Chan_Cap(ch));
    for (int i = 1; i <= 3; i++) {
        conc_Chan_SendOf(int, ch, i * 10);
        printf("sent %d len=%lld\n", i * 10, (long long)conc_Chan_Len(ch));
    }
    int extra = 40;
    printf("trysend when full: %s\n", conc_Chan_TrySend(ch, &extra) ? "true" : "false");
    int v = 0;
    conc_Chan_Recv(ch, &v);
    printf("recv %d len=%lld\n", v, (long long)conc_Chan_Len(ch));
    printf("trysend after recv: %s\n", conc_Chan_TrySend(ch, &extra) ? "true" : "false");
    // Wrap around the ring a few times.
    for (int i = 5; i <= 9; i++) {
        conc_Chan_Recv(ch, &v);
        printf("recv %d\n", v);
        conc_Chan_SendOf(int, ch, i * 10);
    }
    while (conc_Chan_TryRecv(ch, &v))
        printf("tryrecv %d len=%lld\n", v, (long long)conc_Chan_Len(ch));
    printf("tryrecv when empty: false, v unchanged=%d\n", v);
    conc_Chan_Free(ch);
    return 0;
}
