// When several cases are ready Select picks one uniformly at random. Two always-ready channels,
// 10,000 Selects: each case must win between 40% and 60% of the time. A third case that is
// never ready must never win. Prints only "fair" or "unfair".
#include <stdio.h>

#include "so/conc/conc.h"

int main(void) {
    conc_Chan a = conc_NewChanOf(int, mem_System(), 1);
    conc_Chan b = conc_NewChanOf(int, mem_System(), 1);
    conc_Chan never = conc_NewChanOf(int, mem_System(), 0);
    int wins[3] = {0, 0, 0};
    for (int k = 0; k < 10000; k++) {
        conc_Chan_SendOf(int, a, 1);
        conc_Chan_SendOf(int, b, 2);
        int got = 0;
        conc_Case cs[3] = {conc_RecvCase(&a, &got), conc_RecvCase(&never, &got),
                           conc_RecvCase(&b, &got)};
        int64_t i = conc_Select(cs, 3);
        wins[i]++;
        // Empty the other channel so both are ready again next round.
        conc_Chan_TryRecv(a, NULL);
        conc_Chan_TryRecv(b, NULL);
    }
    bool fair = wins[0] >= 4000 && wins[0] <= 6000 && wins[2] >= 4000 && wins[2] <= 6000 &&
                wins[1] == 0;
    printf("%s\n", fair ? "fair" : "unfair");
    if (!fair)
        fprintf(stderr, "wins: a=%d never=%d b=%d\n", wins[0], wins[1], wins[2]);
    conc_Chan_Free(a);
    conc_Chan_Free(b);
    conc_Chan_Free(never);
    return 0;
}
