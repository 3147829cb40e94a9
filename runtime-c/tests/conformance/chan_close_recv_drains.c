// Values sent before Close are still received; after that Recv returns false at once and
// zeroes the destination, every time. TryRecv behaves the same on the drained channel.
#include <stdio.h>

#include "so/conc/conc.h"

int main(void) {
    conc_Chan ch = conc_NewChanOf(int, mem_System(), 4);
    for (int i = 1; i <= 3; i++)
        conc_Chan_SendOf(int, ch, i);
    conc_Chan_Close(ch);
    printf("len after close=%lld\n", (long long)conc_Chan_Len(ch));
    int v = -1;
    for (int i = 0; i < 5; i++) {
        v = 99;
        bool ok = conc_Chan_Recv(ch, &v);
        printf("recv ok=%s v=%d\n", ok ? "true" : "false", v);
    }
    v = 99;
    bool ok = conc_Chan_TryRecv(ch, &v);
    printf("tryrecv ok=%s v=%d\n", ok ? "true" : "false", v);
    ok = conc_Chan_Recv(ch, NULL);
    printf("recv into nil dst ok=%s\n", ok ? "true" : "false");
    conc_Chan_Free(ch);
    return 0;
}
