// The zero Chan is a nil channel: nothing is ever ready on it. Try* report false (and leave the
// destination alone), the timed forms time out, Len and Cap are 0, Free does nothing.
#include <stdio.h>

#include "so/conc/conc.h"

static const char *st(conc_Status s) {
    return s == conc_Ok ? "Ok" : s == conc_Timeout ? "Timeout" : s == conc_Closed ? "Closed" : "?";
}

int main(void) {
    conc_Chan ch = {0};
    int v = 3;
    bool ok = conc_Chan_TrySend(ch, &v);
    printf("trysend: %s\n", ok ? "true" : "false");
    ok = conc_Chan_TryRecv(ch, &v);
    printf("tryrecv: %s v=%d\n", ok ? "true" : "false", v);
    printf("sendtimeout 0: %s\n", st(conc_Chan_SendTimeout(ch, &v, 0)));
    printf("sendtimeout 2ms: %s\n", st(conc_Chan_SendTimeout(ch, &v, 2000000)));
    conc_Status s = conc_Chan_RecvTimeout(ch, &v, 2000000);
    printf("recvtimeout 2ms: %s v=%d\n", st(s), v);
    printf("len=%lld cap=%lld\n", (long long)conc_Chan_Len(ch), (long long)conc_Chan_Cap(ch));
    conc_Chan_Free(ch);
    printf("free: done\n");
    return 0;
}
